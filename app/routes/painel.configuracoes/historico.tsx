// 'Histórico de alterações' on /painel/configuracoes: the settings' latest changes as the activity
// record keeps them: who, when (São Paulo time) and each setting's old and new value; a space's
// change by what was done ('Renomeou o espaço Salão para Salão nobre').
import { ESPACOS_COLECAO } from "@veteranos/domain/espacos"
import type { AlteracaoConfiguracoes } from "./configuracoes.server"
import { historyValue, rotuloOf } from "./configuracoes"
import { formatDateTime } from "~/utils/format"

export function HistoricoConfiguracoes({ historico }: { historico: readonly AlteracaoConfiguracoes[] }) {
  return (
    <section aria-labelledby="historico" className="mt-10">
      <h2 id="historico" className="text-lg font-semibold text-marca-900">
        Histórico de alterações
      </h2>
      {historico.length === 0 ? (
        <p className="mt-3 text-gray-700">Nenhuma alteração registrada.</p>
      ) : (
        <ol className="mt-3 grid gap-3" data-testid="historico-configuracoes">
          {historico.map((alteracao) => (
            <li key={alteracao.id} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
              <p className="text-sm text-gray-700">
                <span className="font-semibold text-gray-900">{alteracao.autor_nome || "—"}</span> ·{" "}
                {formatDateTime(alteracao.created)}
              </p>
              {alteracao.colecao === ESPACOS_COLECAO ? (
                <p className="mt-2 break-words text-sm text-gray-800">{alteracao.descricao}</p>
              ) : (
                <dl className="mt-2 grid gap-2">
                  {Object.entries(alteracao.alteracoes).map(([nome, { antes, depois }]) => (
                    <div key={nome} className="min-w-0">
                      <dt className="text-sm font-medium text-gray-800">{rotuloOf(nome)}</dt>
                      <dd className="whitespace-pre-line break-words text-sm text-gray-700">
                        {historyValue(nome, antes)} → {historyValue(nome, depois)}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
