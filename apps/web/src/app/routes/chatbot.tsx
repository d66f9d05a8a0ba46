import { PageShell } from '../../components/layout/page-shell'
import { t } from '../../i18n/i18n'

/** `/chatbot`: a placeholder page, "Chatbot page - Under construction", word for word. */
export function ChatbotRoute() {
  return <PageShell title={t('Chatbot page - Under construction')} />
}
