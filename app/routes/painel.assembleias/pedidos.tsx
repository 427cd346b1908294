// Members calling an assembly on /painel/assembleias (docs/decisions/elections.md#members-call-an-assembly):
// 'Pedir assembleia' (a dialog as URL state, ?acao=pedir, with the agenda), then each request with its
// agenda, who asked, 'Assinaturas: 9 de 13 necessárias (1/5 dos associados aptos)' and 'Assinar
// pedido' or, until the fifth is reached, 'Retirar assinatura'; once reached, 'Atingido em
// dd/mm/aaaa', and once the assembly is called, its date and the notice's link. Each button is a
// plain form posting to the page (works without JavaScript).
import type { SubmissionResult } from "@conform-to/react"
import { Form } from "@remix-run/react"
import { PAUTA_MAX, PEDIDO_STATUS_LABELS } from "@veteranos/domain/pedidos-assembleia"
import { SubmitButton } from "~/components/ui/button"
import { Dialog } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import { StatusBadge } from "~/components/ui/status-badge"
import { pedidoForm } from "~/features/assembleias/pedido.forms"
import { assembleiaPublicaPath } from "~/features/eventos/assembleia-publica"
import { pedidoLinhas, type PedidoAssembleia } from "~/features/assembleias/pedidos"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm } from "~/panel/panel-form"
import type { assembleiasIntents } from "./assembleias-actions.server"

type Intent = IntentOf<typeof assembleiasIntents>

export function PedirDialog({
  forms,
  lastResult,
}: {
  forms: SentForms<typeof pedidoForm>
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useSchemaForm(pedidoForm, forms, { id: "pedir-assembleia", lastResult })
  return (
    <Dialog title="Pedir assembleia">
      <PanelForm form={form} className="grid gap-4">
        <p className="text-gray-800">
          Pelo estatuto e pelo Código Civil (art. 60), 1/5 dos associados aptos a votar pode pedir uma
          assembleia geral. Seu pedido já conta com a sua assinatura; os outros associados assinam aqui no
          painel.
        </p>
        <Field
          label="Pauta"
          meta={fields.pauta}
          as="textarea"
          rows={5}
          hint={`O que a assembleia deve tratar. Até ${PAUTA_MAX} caracteres.`}
        />
        <div>
          <SubmitButton
            name="intent"
            value={"pedir" satisfies Intent}
            pendingLabel="Enviando..."
            className="w-full sm:w-auto"
          >
            Pedir assembleia
          </SubmitButton>
        </div>
      </PanelForm>
    </Dialog>
  )
}

function Assinatura({ pedido }: { pedido: PedidoAssembleia }) {
  if (pedido.status !== "coletando") return null
  const intent: Intent = pedido.assinou ? "retirar" : "assinar"
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="id" value={pedido.id} />
      <SubmitButton
        name="intent"
        value={intent}
        variant={pedido.assinou ? "secondary" : "primary"}
        pendingLabel={pedido.assinou ? "Retirando..." : "Assinando..."}
        className="min-h-11 w-full sm:w-auto"
      >
        {pedido.assinou ? "Retirar assinatura" : "Assinar pedido"}
      </SubmitButton>
    </Form>
  )
}

export function PedidosAssembleia({ pedidos }: { pedidos: readonly PedidoAssembleia[] }) {
  if (pedidos.length === 0)
    return <p className="mt-4 text-gray-700">Nenhum pedido de assembleia pelos associados.</p>
  return (
    <ul className="mt-4 grid gap-4" data-testid="pedidos-assembleia">
      {pedidos.map((pedido) => (
        <li key={pedido.id} className="grid gap-2 rounded-lg border border-gray-200 bg-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-gray-700">Pedido de {pedido.autor_nome}</p>
            <StatusBadge status={pedido.status} label={PEDIDO_STATUS_LABELS[pedido.status]} />
          </div>
          <p className="whitespace-pre-line text-gray-900 [overflow-wrap:anywhere]">{pedido.pauta}</p>
          {pedidoLinhas(pedido).map((linha) => (
            <p key={linha} className="font-semibold text-marca-900">
              {linha}
            </p>
          ))}
          {pedido.assembleia ? (
            // A page load: the notice's page sends no React.
            <a
              href={assembleiaPublicaPath(pedido.assembleia.id)}
              className="inline-flex min-h-11 items-center font-medium text-marca-800 underline hover:text-marca-950"
            >
              Ver edital
            </a>
          ) : null}
          <Assinatura pedido={pedido} />
        </li>
      ))}
    </ul>
  )
}
