// The pieces of 'Meus Dados' (/painel/meus-dados): what the association holds, the form the person
// fills on their own account, the way to 'Segurança', the downloads and the deletion request.
import type { SubmissionResult } from "@conform-to/react"
import { Form, Link, useLocation } from "@remix-run/react"
import { buttonClass, SubmitButton } from "~/components/ui/button"
import { dialogHref } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import { Icon } from "~/components/ui/icon"
import { TelefoneField } from "~/forms/person-fields"
import { PRIVACIDADE_PATH } from "~/features/site/privacidade"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { SentForms } from "~/forms/define-form"
import { PanelForm } from "~/panel/panel-form"
import type { IntentOf } from "~/panel/intents.server"
import type { meusDadosIntents } from "./meus-dados-actions.server"
import { meusContatosForm } from "./meus-dados.forms"

type Intent = IntentOf<typeof meusDadosIntents>

type Result = SubmissionResult<string[]> | undefined

/** Label and value pairs; an empty value reads 'Não informado'. */
export function DadosList({ items }: { items: ReadonlyArray<[label: string, value: string]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="dados">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-gray-600">{label}</dt>
          <dd className="font-medium text-gray-900 [overflow-wrap:anywhere]">{value || "Não informado"}</dd>
        </div>
      ))}
    </dl>
  )
}

export function ContatosForm({
  forms,
  lastResult,
  defaultValue,
}: {
  forms: SentForms<typeof meusContatosForm>
  lastResult: Result
  defaultValue: { telefone: string; endereco: string }
}) {
  const [form, fields] = useSchemaForm(meusContatosForm, forms, {
    id: "meus-contatos",
    lastResult,
    defaultValue,
  })
  return (
    <PanelForm form={form} className="grid gap-4 sm:grid-cols-2">
      <TelefoneField meta={fields.telefone} />
      <Field
        label="Endereço"
        meta={fields.endereco}
        autoComplete="street-address"
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <SubmitButton name="intent" value={"contatos" satisfies Intent} pendingLabel="Salvando...">
          Salvar
        </SubmitButton>
      </div>
    </PanelForm>
  )
}

/** The password, the second step and the sessions have a page of their own. */
export function SenhaESeguranca() {
  return (
    <p className="text-gray-800">
      A senha, a segunda etapa da entrada e os aparelhos conectados ficam na página Segurança.{" "}
      <Link to="/painel/seguranca#senha" className="font-semibold text-marca-700 underline">
        Trocar senha
      </Link>
    </p>
  )
}

export function LevarDados() {
  const link = buttonClass("secondary")
  return (
    <>
      <p className="text-gray-800">
        Baixe tudo o que a associação guarda sobre você: conta, filiação, mensalidades, reservas, assembleias
        e acessos.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {/* reloadDocument: a file, not a page for the router. */}
        <Link to="/painel/meus-dados.json" reloadDocument className={link}>
          <Icon name="download" className="size-5" />
          Baixar em JSON
        </Link>
        <Link to="/painel/meus-dados.csv" reloadDocument className={link}>
          <Icon name="download" className="size-5" />
          Baixar em CSV (planilha)
        </Link>
      </div>
    </>
  )
}

export function ExclusaoConta({ pedida }: { pedida: { em: string; prazo: string } | null }) {
  const { search } = useLocation()
  if (pedida) {
    return (
      <>
        <p className="text-gray-800" data-testid="exclusao-pedida">
          Você pediu a exclusão da sua conta em {pedida.em}. A diretoria tem até {pedida.prazo} para atender e
          avisará você por e-mail.
        </p>
        <Form method="post" className="mt-4">
          <SubmitButton
            name="intent"
            value={"cancelar-exclusao" satisfies Intent}
            pendingLabel="Cancelando..."
            variant="secondary"
          >
            Cancelar pedido de exclusão
          </SubmitButton>
        </Form>
      </>
    )
  }
  return (
    <>
      <p className="text-gray-800">
        Você pode pedir que a associação apague a sua conta e os seus dados. Registros que a lei manda
        guardar, como mensalidades pagas, ficam sem o seu nome. Saiba mais na{" "}
        <Link to={PRIVACIDADE_PATH} className="font-semibold text-marca-700 underline">
          política de privacidade
        </Link>
        .
      </p>
      {/* Outlined, in the page's last section, asking first
          (docs/decisions/phones-and-touch.md#destructive-actions-stand-apart). */}
      <Link
        to={dialogHref(search, "excluir")}
        preventScrollReset
        className={buttonClass("danger-outline", "mt-4")}
      >
        Pedir exclusão da conta
      </Link>
    </>
  )
}

/** The person's last logins, newest first. */
export function UltimosAcessos({ acessos }: { acessos: string[] }) {
  return (
    <>
      <h3 className="mt-5 font-semibold text-marca-900">Últimos acessos</h3>
      {acessos.length === 0 ? (
        <p className="text-gray-700">Nenhum acesso registrado.</p>
      ) : (
        <ul className="mt-1 list-disc pl-6 text-gray-800">
          {acessos.map((quando, index) => (
            <li key={index}>{quando}</li>
          ))}
        </ul>
      )}
    </>
  )
}
