// The global stylesheet first, so that component stylesheets come after it in the cascade.
import './styles/global.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './app/providers'
import { AppRouter } from './app/router'
import { activateLocale, pageLocale } from './i18n/i18n'
import { LocaleProvider } from './i18n/locale-provider'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('index.html has no #root element')
const root = rootElement

function render() {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <LocaleProvider>
          <AppRouter />
        </LocaleProvider>
      </AppProviders>
    </StrictMode>,
  )
}

// The page's language (the server's `<html lang>`) is loaded before the first render, so the first
// screen is already in it: no English flash, no jump. A catalog that fails to load leaves English.
activateLocale(pageLocale()).then(render, render)
