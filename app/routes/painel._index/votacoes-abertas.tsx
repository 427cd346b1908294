// 'Votar' on the dashboard: while an election's vote is open at an open assembly, a member present
// and able to vote sees it first, with a link to the ballot (/painel/votar/{item}); once they have
// voted in the round, 'Você já votou.' (docs/decisions/elections.md). Nothing else of the vote.
import { Link } from "@remix-run/react"
import { VOTACAO_LABELS } from "@veteranos/domain/eleicoes"
import { buttonClass } from "~/components/ui/button"
import { Icon } from "~/components/ui/icon"
import { votarPath } from "~/features/assembleias/cedula"

/** An open election as lib/eleicoes-cedula.js votacoesAbertasDe gives it. */
export type VotacaoAberta = { id: string; titulo: string; jaVotou: boolean }

export function VotacoesAbertas({ votacoes }: { votacoes: readonly VotacaoAberta[] }) {
  if (votacoes.length === 0) return null
  return (
    <section
      aria-label={VOTACAO_LABELS.aberta}
      className="grid gap-4 rounded-lg border-2 border-marca-600 bg-marca-50 p-5"
      data-testid="votacoes"
    >
      {votacoes.map((votacao) => (
        <div key={votacao.id} className="grid gap-2">
          <p className="flex items-start gap-2 font-semibold text-marca-950 [overflow-wrap:anywhere]">
            <Icon name="users" className="mt-0.5 size-5 shrink-0 text-marca-700" />
            {votacao.titulo}
          </p>
          {votacao.jaVotou ? (
            <p className="flex items-center gap-1 font-semibold text-marca-800">
              <Icon name="check" className="size-5" />
              Você já votou.
            </p>
          ) : (
            <Link
              to={votarPath(votacao.id)}
              className={buttonClass("primary", "w-full sm:w-auto sm:justify-self-start")}
            >
              Votar
            </Link>
          )}
        </div>
      ))}
    </section>
  )
}
