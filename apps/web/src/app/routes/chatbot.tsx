import { PageShell } from '../../components/layout/page-shell'

/** `/chatbot`: the placeholder of spec §2, word for word. */
export function ChatbotRoute() {
  return <PageShell title="Chatbot page - Under construction" />
}
