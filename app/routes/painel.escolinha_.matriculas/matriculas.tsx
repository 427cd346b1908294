// /painel/escolinha/matriculas: the requests' table and the 'Matricular' dialog (URL state
// ?acao=matricular&id=): the request's details, the classes with their places (the one the birth
// year suggests chosen), or the reason its age is refused and no button.
import { type Column } from "~/components/ui/data-table"
import { SubmitButton } from "~/components/ui/button"
import { DetailItem } from "~/components/ui/detail-item"
import { Dialog, DialogLink } from "~/components/ui/dialog"
import { Alert } from "~/components/ui/alert"
import { Field } from "~/components/ui/field"
import { StatusBadge } from "~/components/ui/status-badge"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm, useActionResult } from "~/panel/panel-form"
import { ALUNO_STATUS_LABELS } from "@veteranos/domain/escolinha"
import { vagasRestantesLabel } from "@veteranos/domain/escolinha-turmas"
import { formatDate, formatDateTime } from "~/utils/format"
import type { matriculasIntents } from "./matriculas-actions.server"
import type { MatriculasDoPainel, PedidoMatricula, TurmaVagas } from "./matriculas.server"
import { matricularForm } from "./matricular.forms"

const idadeLabel = (idade: number) => `${idade} ${idade === 1 ? "ano" : "anos"}`

export const PEDIDO_COLUMNS: ReadonlyArray<Column<PedidoMatricula>> = [
  {
    header: "Criança",
    cell: (p) => (
      <>
        <span className="font-semibold">{p.nome_crianca}</span>
        <span className="block text-gray-700">{idadeLabel(p.idade)}</span>
      </>
    ),
  },
  { header: "Responsável", cell: (p) => p.nome_responsavel },
  { header: "Recebido", cell: (p) => formatDateTime(p.created), className: "whitespace-nowrap" },
  {
    header: "Ações",
    cell: (p) => <DialogLink acao="matricular" id={p.id} label="Matricular" context={p.nome_crianca} />,
  },
]

/** A class in the select: 'Sub-7 — Restam 3 vagas', or 'Sub-11 — Lista de espera' when full. */
function turmaOption(turma: TurmaVagas) {
  const livres = turma.vagas - turma.matriculados
  const vagas = livres > 0 ? vagasRestantesLabel(turma.matriculados, turma.vagas) : ALUNO_STATUS_LABELS.espera
  return { value: turma.id, label: `${turma.nome} — ${vagas}` }
}

export function MatricularDialog({
  pedido,
  turmas,
  forms,
}: {
  pedido: NonNullable<MatriculasDoPainel["aberto"]>
  turmas: TurmaVagas[]
  forms: SentForms<typeof matricularForm>
}) {
  const [form, fields] = useSchemaForm(matricularForm, forms, {
    lastResult: useActionResult("matricular" satisfies IntentOf<typeof matriculasIntents>),
    defaultValue: { id: pedido.id, turma: pedido.sugerida ?? "", updated: pedido.updated },
  })
  const sugerida = turmas.find((turma) => turma.id === pedido.sugerida)
  return (
    <Dialog title={`Matricular ${pedido.nome_crianca}`}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailItem label="Criança">{pedido.nome_crianca}</DetailItem>
        <DetailItem label="Data de nascimento">
          {formatDate(pedido.data_nascimento)} ({idadeLabel(pedido.idade)})
        </DetailItem>
        <DetailItem label="Responsável">{pedido.nome_responsavel}</DetailItem>
        <DetailItem label="CPF do responsável">{pedido.cpf_responsavel}</DetailItem>
        <DetailItem label="Telefone">{pedido.telefone}</DetailItem>
        <DetailItem label="E-mail">{pedido.email}</DetailItem>
        {pedido.observacoes ? (
          <DetailItem label="Observações" wide>
            {pedido.observacoes}
          </DetailItem>
        ) : null}
      </dl>
      {pedido.matriculado ? (
        <p className="mt-6">
          <StatusBadge status="aprovado" label="Matriculado" />
        </p>
      ) : pedido.recusa ? (
        <Alert tone="error" className="mt-6">
          {pedido.recusa}
        </Alert>
      ) : (
        <PanelForm form={form} className="mt-6 grid gap-4">
          <input type="hidden" name={fields.id.name} value={pedido.id} />
          <input type="hidden" name={fields.updated.name} value={pedido.updated} />
          {sugerida ? (
            <p className="text-gray-800">
              Turma sugerida pelo ano de nascimento: <strong>{sugerida.nome}</strong>
            </p>
          ) : null}
          <Field
            label="Turma"
            meta={fields.turma}
            as="select"
            options={[{ value: "", label: "Escolha a turma" }, ...turmas.map(turmaOption)]}
          />
          <SubmitButton
            name="intent"
            value={"matricular" satisfies IntentOf<typeof matriculasIntents>}
            pendingLabel="Matriculando..."
          >
            Matricular
          </SubmitButton>
        </PanelForm>
      )}
    </Dialog>
  )
}
