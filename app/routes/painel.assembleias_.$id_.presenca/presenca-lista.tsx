// The attendance list's rows: the member, 'Apto' or why not (frozen when the assembly opened), and
// one tap: 'Marcar presença', or 'Presente às 19:42' with 'Desfazer' until the votes start. A
// closed assembly's list is read only.
import { Form } from "@remix-run/react"
import { SubmitButton } from "~/components/ui/button"
import type { Column } from "~/components/ui/data-table"
import type { IntentOf } from "~/panel/intents.server"
import { formatTimeOf } from "~/utils/format"
import type { presencaIntents } from "./presenca-actions.server"

/** A row of the frozen list, as lib/paginas/assembleia-presenca.js gives it. */
export type LinhaPresenca = {
  id: string
  /** The member's account; empty once it was erased (the name stays for the minutes). */
  associado: string
  nome: string
  apto: boolean
  motivo: string
  presente: boolean
  presente_em: string
  /** Marked by the member themself, online. */
  online: boolean
}

type Intent = IntentOf<ReturnType<typeof presencaIntents>>

/** One tap on a row: the member's account and name, and the intent. */
function PresencaButton({ linha, intent, label }: { linha: LinhaPresenca; intent: Intent; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="nome" value={linha.nome} />
      {/* The account names the button, so only the row tapped shows busy. */}
      <SubmitButton
        name="associado"
        value={linha.associado}
        pendingLabel="Salvando..."
        variant={intent === "marcar" ? "primary" : "secondary"}
        size="sm"
      >
        {label}
        <span className="sr-only"> de {linha.nome}</span>
      </SubmitButton>
    </Form>
  )
}

const situacao = (linha: LinhaPresenca) =>
  linha.apto ? (
    <span className="font-semibold text-green-800">Apto</span>
  ) : (
    <span className="text-gray-800">Não apto: {linha.motivo || "—"}</span>
  )

const presenca = (linha: LinhaPresenca) =>
  linha.presente
    ? `Presente às ${formatTimeOf(linha.presente_em)}${linha.online ? " (online)" : ""}`
    : "Ausente"

/**
 * The list's columns: `marcavel` while the assembly is open, `desfazivel` until the votes start.
 */
export function presencaColumns({
  marcavel,
  desfazivel,
}: {
  marcavel: boolean
  desfazivel: boolean
}): Column<LinhaPresenca>[] {
  const columns: Column<LinhaPresenca>[] = [
    { header: "Nome", cell: (linha) => <span className="font-semibold">{linha.nome}</span> },
    { header: "Situação", cell: situacao },
    { header: "Presença", cell: presenca },
  ]
  if (!marcavel) return columns
  return [
    ...columns,
    {
      header: "Ações",
      // In a div, as every list's actions: on a phone's card it lays the button out across.
      cell: (linha) => {
        if (!linha.associado || (linha.presente && !desfazivel)) return null
        return (
          <div>
            {linha.presente ? (
              <PresencaButton linha={linha} intent="desmarcar" label="Desfazer" />
            ) : (
              <PresencaButton linha={linha} intent="marcar" label="Marcar presença" />
            )}
          </div>
        )
      },
    },
  ]
}
