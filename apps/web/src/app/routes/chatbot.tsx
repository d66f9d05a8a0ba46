import { PageShell } from '../../components/layout/page-shell'

/** `/chatbot`: a placeholder page, "Chatbot page - Under construction", word for word. */
export function ChatbotRoute() {
  return <PageShell title="Chatbot page - Under construction" />
}
