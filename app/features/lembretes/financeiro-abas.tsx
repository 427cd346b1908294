// The tab row of Controle Financeiro and its reminders
// (docs/decisions/dues-and-pix.md#one-card-per-member-on-the-reminders-page): the dues of a month and
// 'Lembretes' are one tap apart, each page showing the row with its own tab current.
import { PageTabs } from "~/components/ui/tabs"

const ABAS = [
  { to: "/painel/financeiro", label: "Mensalidades" },
  { to: "/painel/financeiro/lembretes", label: "Lembretes" },
] as const

export function FinanceiroAbas({ current }: { current: (typeof ABAS)[number]["to"] }) {
  return <PageTabs label="Seções do Controle Financeiro" tabs={ABAS} current={current} className="mt-3" />
}
