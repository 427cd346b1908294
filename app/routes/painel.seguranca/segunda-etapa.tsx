// 'Segunda etapa' on /painel/seguranca: its state, and where the action's answer left it: the
// authenticator's set-up (QR code, the secret written out, its first code), the e-mail's (the code
// sent), or the recovery codes just made, shown once; otherwise the choices. Every step is a plain
// form: without JavaScript the action's answer is the next page.
import type { SubmissionResult } from "@conform-to/react"
import { Form, Link } from "@remix-run/react"
import { Alert } from "~/components/ui/alert"
import { buttonClass, CopyButton, SubmitButton } from "~/components/ui/button"
import { Field } from "~/components/ui/field"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import { PanelForm } from "~/panel/panel-form"
import type { IntentOf } from "~/panel/intents.server"
import { QR_PX, statusOf, type AppStep, type CodigosIntent, type Passo } from "./segunda-etapa-passo"
import type { segurancaIntents } from "./seguranca-actions.server"
import { codigoAppForm, codigoEmailForm } from "./seguranca.forms"

type Intent = IntentOf<typeof segurancaIntents>
type Result = SubmissionResult<string[]> | undefined
type Forms = SentForms<typeof codigoAppForm | typeof codigoEmailForm>

const PAGE = "/painel/seguranca"

export type SegundaEtapaProps = {
  metodo: string
  obrigatoria: boolean
  email: string
  codigo: { digitos: number; minutos: number }
  forms: Forms
  /** Where the action's answer left the section (passoOf). */
  passo: Passo
  appResult: Result
  emailResult: Result
}

export function SegundaEtapa(props: SegundaEtapaProps) {
  const { passo } = props
  return (
    <>
      <p className="font-medium text-gray-900" data-testid="segunda-etapa">
        {statusOf(props.metodo)}
      </p>
      {passo && "codigos" in passo ? <CodigosRecuperacao {...passo} /> : null}
      {passo && "app" in passo ? (
        <AppSetUp app={passo.app} forms={props.forms} lastResult={props.appResult} />
      ) : passo && "email" in passo ? (
        <EmailSetUp {...props} lastResult={props.emailResult} />
      ) : (
        <Escolhas metodo={props.metodo} obrigatoria={props.obrigatoria} />
      )}
    </>
  )
}

/** What the person may do from here: set one up (or another), new recovery codes, turn it off. */
function Escolhas({ metodo, obrigatoria }: { metodo: string; obrigatoria: boolean }) {
  return (
    <>
      {metodo === "" ? (
        <p className="mt-2 text-gray-800">
          Com a segunda etapa, quem descobrir a sua senha ainda não entra: o painel pede também um código do
          aplicativo autenticador do seu celular ou do seu e-mail.
        </p>
      ) : null}
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <SubmitButton name="intent" value={"iniciar-app" satisfies Intent} pendingLabel="Preparando...">
          Configurar aplicativo autenticador
        </SubmitButton>
        {metodo !== "email" ? (
          <SubmitButton
            name="intent"
            value={"iniciar-email" satisfies Intent}
            pendingLabel="Enviando..."
            variant="secondary"
          >
            Receber o código por e-mail
          </SubmitButton>
        ) : null}
        {metodo !== "" ? (
          <SubmitButton
            name="intent"
            value={"novos-codigos" satisfies Intent}
            pendingLabel="Gerando..."
            variant="secondary"
          >
            Gerar novos códigos de recuperação
          </SubmitButton>
        ) : null}
      </Form>
      {metodo !== "" && !obrigatoria ? (
        // Set apart, outlined (docs/decisions/phones-and-touch.md#destructive-actions-stand-apart);
        // PocketBase asks for the password and the code first (a re-confirmation).
        <Form method="post" className="mt-6 border-t border-gray-200 pt-4">
          <SubmitButton
            name="intent"
            value={"desligar" satisfies Intent}
            pendingLabel="Desligando..."
            variant="danger-outline"
          >
            Desligar a segunda etapa
          </SubmitButton>
        </Form>
      ) : null}
    </>
  )
}

function AppSetUp({ app, forms, lastResult }: { app: AppStep; forms: Forms; lastResult: Result }) {
  const [form, fields] = useSchemaForm(codigoAppForm, forms, { id: "codigo-app", lastResult })
  return (
    <div className="mt-4 grid gap-4">
      <h3 className="font-semibold text-marca-900">Configurar aplicativo autenticador</h3>
      <p className="text-gray-800">
        No aplicativo autenticador do celular (Google Authenticator, Microsoft Authenticator, Aegis ou outro),
        adicione uma conta lendo o QR code, ou digitando a chave.
      </p>
      <img
        src={app.qrCode}
        alt="QR code para o aplicativo autenticador"
        width={QR_PX}
        height={QR_PX}
        className="rounded-lg border border-gray-200 bg-white"
      />
      <p className="text-gray-800">
        Chave para digitar no aplicativo:{" "}
        <code className="break-words rounded bg-gray-100 px-1.5 py-0.5 font-mono text-gray-900">
          {app.chave}
        </code>
      </p>
      <PanelForm form={form} className="grid max-w-sm gap-4">
        <input type="hidden" name="segredo" value={app.segredo} />
        <input type="hidden" name="uri" value={app.uri} />
        <Field
          label="Código do aplicativo"
          meta={fields.codigo}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <Botoes intent="confirmar-app" label="Ativar aplicativo" />
      </PanelForm>
    </div>
  )
}

function EmailSetUp({
  email,
  codigo,
  forms,
  lastResult,
}: Pick<SegundaEtapaProps, "email" | "codigo" | "forms"> & { lastResult: Result }) {
  const [form, fields] = useSchemaForm(codigoEmailForm, forms, { id: "codigo-email", lastResult })
  return (
    <div className="mt-4 grid gap-4">
      <h3 className="font-semibold text-marca-900">Receber o código por e-mail</h3>
      <p className="text-gray-800">
        Enviamos um código de {codigo.digitos} dígitos para <strong className="break-words">{email}</strong>.
        Ele vale por {codigo.minutos} minutos.
      </p>
      <PanelForm form={form} className="grid max-w-sm gap-4">
        <Field
          label="Código recebido por e-mail"
          meta={fields.codigo}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <Botoes intent="confirmar-email" label="Ativar código por e-mail" />
      </PanelForm>
      <Form method="post">
        <SubmitButton
          name="intent"
          value={"iniciar-email" satisfies Intent}
          pendingLabel="Enviando..."
          variant="secondary"
        >
          Reenviar código
        </SubmitButton>
      </Form>
    </div>
  )
}

/** A step's button, and 'Cancelar' back to the choices (the page again, nothing changed). */
function Botoes({ intent, label }: { intent: Intent; label: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SubmitButton name="intent" value={intent} pendingLabel="Ativando...">
        {label}
      </SubmitButton>
      <Link to={PAGE} className={buttonClass("secondary")}>
        Cancelar
      </Link>
    </div>
  )
}

const ATIVADO: Record<CodigosIntent, string> = {
  "confirmar-app": "Aplicativo autenticador ativado",
  "confirmar-email": "Código por e-mail ativado",
  "novos-codigos": "Novos códigos de recuperação gerados",
}

/** The ten recovery codes, shown this once: they are kept nowhere else. */
function CodigosRecuperacao({ codigos, intent }: { codigos: string[]; intent: CodigosIntent }) {
  return (
    <div className="mt-4 grid gap-3">
      <Alert tone="success" title={ATIVADO[intent]} />
      <h3 className="font-semibold text-marca-900">Códigos de recuperação</h3>
      <p className="text-gray-800">
        Guarde estes códigos em lugar seguro: cada um vale uma única vez e eles não serão mostrados de novo.
      </p>
      <ol
        className="grid list-decimal gap-1 pl-8 font-mono text-gray-900 sm:grid-cols-2"
        data-testid="codigos"
      >
        {codigos.map((codigo) => (
          <li key={codigo}>{codigo}</li>
        ))}
      </ol>
      <div>
        <CopyButton text={codigos.join("\n")} label="Copiar os códigos" />
      </div>
    </div>
  )
}
