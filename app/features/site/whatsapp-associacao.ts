// The association's WhatsApp number as a link that opens WhatsApp (not the phone's dialer), with a
// first line written, on the contact page, the header and the footer.
import { whatsappHref } from "~/utils/whatsapp"

/** wa.me link to the association's number; null when the settings have none (or not a phone). */
export const whatsappDaAssociacao = (numero: string) =>
  numero ? whatsappHref(numero, "Olá! Vim pelo site da associação.") : null
