// The daily reminders job's last run on the reminders' page
// (docs/decisions/dues-and-pix.md#reminders-go-out-once-each): when, and what each kind sent and
// failed.
import type { UltimaExecucao } from "~/features/lembretes/lembretes.server"
import { plural } from "~/utils/format"

/** The last run: when, and what each kind sent and failed. */
export function UltimaExecucaoResumo({ execucao }: { execucao: UltimaExecucao | null }) {
  if (!execucao) return <p className="text-gray-700">O envio automático ainda não rodou.</p>
  return (
    <div className="grid gap-2" data-testid="ultima-execucao">
      <p className="text-gray-800">
        Último envio automático: <strong>{execucao.quando}</strong>
      </p>
      <ul className="grid gap-1 text-sm text-gray-800 sm:grid-cols-2">
        {execucao.tipos.map((tipo) => (
          <li key={tipo.tipo}>
            {tipo.label}: {plural(tipo.enviados, "enviado", "enviados")}
            {tipo.falhas > 0 ? (
              <span className="font-semibold text-red-800">
                , {plural(tipo.falhas, "falhou", "falharam")}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {execucao.desativados + execucao.semEmail > 0 ? (
        <p className="text-sm text-gray-700">
          Sem e-mail: {plural(execucao.desativados, "associado desativou", "associados desativaram")} os
          lembretes, {plural(execucao.semEmail, "não tem", "não têm")} e-mail.
        </p>
      ) : null}
    </div>
  )
}
