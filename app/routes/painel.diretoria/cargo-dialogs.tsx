// The president's dialogs on /painel/diretoria (URL state, ?acao=...&id=...): a new or edited seat,
// ending a term, deleting a seat, resetting its holder's second step, and transferring the
// presidency, loaded when one opens
// (route.tsx). A refusal of PocketBase's rules (the presidency's, whose message names the
// presidente) shows in the dialog that asked.
import { Alert } from "~/components/ui/alert"
import { SubmitButton } from "~/components/ui/button"
import { ConfirmDialog, Dialog } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import { mandato, type CargoAcao } from "./cargo-table"
import { EditarCargoForm, NovoCargoForm, type CargoForms, type Intent, type Result } from "./cargo-form"
import { transferirForm } from "./cargo.forms"
import { cargoLabel } from "@veteranos/domain/cargos"
import { type Cargo, type NovoMandato } from "./cargos"
import type { Conta } from "./diretoria.server"
import { PessoaChoice, PessoaSearch } from "./pessoa-search"
import { EmailField, TelefoneField } from "~/forms/person-fields"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import { PanelForm } from "~/panel/panel-form"
import { formatDate } from "~/utils/format"

type Forms = CargoForms & SentForms<typeof transferirForm>

function TransferirForm({
  presidente,
  forms,
  lastResult,
  novoMandato,
  pessoas,
  termo,
}: {
  presidente: Cargo
  forms: Forms
  lastResult: Result
  novoMandato: NovoMandato
  pessoas: readonly Conta[] | null
  termo: string | null
}) {
  const [form, fields] = useSchemaForm(transferirForm, forms, {
    id: "transferir",
    lastResult,
    defaultValue: { fim_mandato: novoMandato.fim },
  })
  return (
    <PanelForm form={form} className="grid gap-4 sm:grid-cols-2">
      {/* The current president's seat as this page shows it: the transfer is made from it. */}
      <input type="hidden" name="atual" value={presidente.id} />
      <input type="hidden" name="visto_idCadGeral" value={presidente.idCadGeral} />
      <input type="hidden" name="visto_fim_mandato" value={presidente.fim_mandato} />
      <PessoaChoice meta={fields.idCadGeral} pessoas={pessoas} termo={termo} className="sm:col-span-2" />
      <Field
        label="Fim do mandato"
        meta={fields.fim_mandato}
        type="date"
        hint="O novo mandato começa hoje."
        className="sm:col-span-2"
      />
      <p className="text-sm text-gray-600 sm:col-span-2">
        Telefone e e-mail aparecem na página pública da diretoria. Deixe em branco para não mostrar.
      </p>
      <TelefoneField meta={fields.telefone} autoComplete="off" />
      <EmailField meta={fields.email} autoComplete="off" />
      <div className="sm:col-span-2">
        <SubmitButton name="intent" value={"transferir" satisfies Intent} pendingLabel="Transferindo...">
          Transferir presidência
        </SubmitButton>
      </div>
    </PanelForm>
  )
}

/** The seat a confirmation is about, and the refusal of the last try, if any. */
function Sobre({ cargo, erro }: { cargo: Cargo; erro: string | null }) {
  return (
    <>
      <p className="mt-2 font-semibold">
        {cargoLabel(cargo.cargo)}: {cargo.nome}
      </p>
      <p className="text-sm text-gray-700">Mandato: {mandato(cargo)}</p>
      {erro ? <Alert className="mt-4" title={erro} /> : null}
    </>
  )
}

export function CargoDialog({
  acao,
  cargo,
  presidente,
  forms,
  lastResult,
  erro,
  novoMandato,
  pessoas,
  termo,
}: {
  acao: CargoAcao
  cargo: Cargo | null
  presidente: Cargo | null
  forms: Forms
  lastResult: Result
  /** A refused confirmation's message (400). */
  erro: string | null
  novoMandato: NovoMandato
  pessoas: readonly Conta[] | null
  termo: string | null
}) {
  switch (acao) {
    case "novo":
      return (
        <Dialog title="Novo Cargo">
          <PessoaSearch acao="novo" />
          <NovoCargoForm
            forms={forms}
            lastResult={lastResult}
            novoMandato={novoMandato}
            pessoas={pessoas}
            termo={termo}
          />
        </Dialog>
      )
    case "transferir":
      return presidente ? (
        <Dialog title="Transferir presidência">
          <p className="mb-4 text-gray-800">
            O mandato de <strong>{presidente.nome}</strong> termina em {formatDate(novoMandato.fimAnterior)},
            e o da nova presidência começa hoje, {formatDate(novoMandato.inicio)}. Quem deixa a presidência
            perde o acesso às páginas do presidente no mesmo instante.
          </p>
          <PessoaSearch acao="transferir" />
          <TransferirForm
            presidente={presidente}
            forms={forms}
            lastResult={lastResult}
            novoMandato={novoMandato}
            pessoas={pessoas}
            termo={termo}
          />
        </Dialog>
      ) : null
    case "editar":
      return cargo ? (
        <Dialog title="Editar Cargo">
          <EditarCargoForm cargo={cargo} forms={forms} lastResult={lastResult} />
        </Dialog>
      ) : null
    case "encerrar":
      return cargo ? (
        <ConfirmDialog
          title="Encerrar mandato"
          question={`O mandato termina em ${formatDate(novoMandato.fimAnterior)}: a pessoa deixa o cargo já no próximo acesso, e o cargo passa para as gestões anteriores.`}
          intent={"encerrar" satisfies Intent}
          id={cargo.id}
          confirmLabel="Encerrar mandato"
          pendingLabel="Encerrando..."
          variant="danger"
        >
          <Sobre cargo={cargo} erro={erro} />
        </ConfirmDialog>
      ) : null
    case "excluir":
      return cargo ? (
        <ConfirmDialog
          title="Excluir Cargo"
          question="Tem certeza que deseja excluir este cargo? Ele sai também das gestões anteriores. Para registrar o fim de um mandato, use 'Encerrar mandato'."
          intent={"excluir" satisfies Intent}
          id={cargo.id}
          confirmLabel="Excluir"
          pendingLabel="Excluindo..."
          variant="danger"
        >
          <Sobre cargo={cargo} erro={erro} />
        </ConfirmDialog>
      ) : null
    case "redefinir-segunda-etapa":
      // The button sends the holder's account: the second step is the person's, not the seat's.
      return cargo ? (
        <ConfirmDialog
          title="Redefinir segunda etapa"
          question="Para quem perdeu o celular ou o acesso ao e-mail: a segunda etapa desta pessoa é apagada, com os códigos de recuperação e os aparelhos lembrados. No próximo acesso ela entra com a senha e um código enviado por e-mail e configura a segunda etapa de novo. Ela recebe um e-mail avisando."
          intent={"redefinir-segunda-etapa" satisfies Intent}
          id={cargo.idCadGeral}
          confirmLabel="Redefinir segunda etapa"
          pendingLabel="Redefinindo..."
          variant="danger"
        >
          <Sobre cargo={cargo} erro={erro} />
        </ConfirmDialog>
      ) : null
  }
}
