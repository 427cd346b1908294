// Money and plurals as the site writes them in pt-BR; the dates are app/domain/datas.js's (the one
// date module, which PocketBase's hooks read too), re-exported here for the site's modules.
import { MESES } from "@veteranos/domain/datas"

export {
  addDays,
  currentMonth,
  currentYear,
  DATA_INVALIDA,
  DATA_NAO_DISPONIVEL,
  dayInSaoPaulo,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatDayOf,
  formatEventDateTime,
  formatEventDayMonth,
  formatSpreadsheetDateTime,
  formatTimeOf,
  formatWeekdayDayMonth,
  isBirthdayOn,
  isSameDayAs,
  monthName,
  parseDate,
  storedDate,
  todayInSaoPaulo,
  toISODate,
  toPocketBaseDateTime,
} from "@veteranos/domain/datas"

export type Mes = (typeof MESES)[number]

const BRL = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" })

/** R$ 80,00 */
export function formatMoney(value: number): string {
  // Intl separates "R$" from the amount with a no-break space; keep it, it never wraps.
  return BRL.format(value)
}

/** An amount as a form's field holds it, without the currency: "80,00" (parseValor reads it back). */
export function formatAmountField(value: number): string {
  return formatMoney(value).replace(/^R\$\s*/, "")
}

// "1 foto", "3 fotos": the shared rule, which PocketBase's messages write with too.
export { plural } from "@veteranos/domain/texto"
