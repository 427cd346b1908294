// wa.me links with the message already written: to one phone ('Avisar pelo WhatsApp', a reminder),
// or to whoever the sender picks ('Compartilhar no WhatsApp'). Plain links, so they work without
// JavaScript; built by the loaders, so no page's script carries the messages.
import { digitsOf } from "~/forms/masks"

/** A Brazilian phone (DDD + 8 or 9 digits) as a wa.me link with `message`; null when it is not one. */
export function whatsappHref(telefone: string, message: string): string | null {
  let digits = digitsOf(telefone)
  // Numbers typed with the country code, or a trunk zero before the DDD, are the same phone.
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith("55")) digits = digits.slice(2)
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1)
  if (digits.length !== 10 && digits.length !== 11) return null
  return `https://wa.me/55${digits}?text=${encodeURIComponent(message)}`
}

/** A wa.me link that opens WhatsApp with `message` written, for the sender to pick who gets it. */
export function whatsappShareHref(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`
}
