// The fiscal council's task on the dashboard: each closed year whose accounts await its opinion,
// linking to that year's page, where the opinion is recorded
// (docs/decisions/dues-and-pix.md#the-council-is-told-of-a-pending-opinion).
import { Link } from "@remix-run/react"
import { Icon } from "~/components/ui/icon"
import { PAINEL_AREAS } from "~/auth/permissions"

export function PareceresPendentes({ anos }: { anos: readonly number[] }) {
  if (anos.length === 0) return null
  return (
    <section
      aria-label="Pareceres pendentes"
      className="rounded-lg border border-amber-300 bg-amber-50 p-5"
      data-testid="pareceres-pendentes"
    >
      <ul className="grid gap-1">
        {anos.map((ano) => (
          <li key={ano}>
            <Link
              to={`${PAINEL_AREAS.prestacaoDeContas.path}?ano=${ano}`}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-amber-950 underline hover:text-marca-900"
            >
              <Icon name="alert" className="size-5 shrink-0" />
              Parecer pendente: contas de {ano}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
