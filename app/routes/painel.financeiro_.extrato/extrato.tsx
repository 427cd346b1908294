// The pieces of /painel/financeiro/extrato: the upload of the bank's OFX file and the latest
// statements (a statement's credits and their tabs: extrato-creditos.tsx)
// (docs/decisions/dues-and-pix.md#the-bank-statement-pays-dues). The proposals come computed from
// the loader; the page only shows them.
import type { SubmissionResult } from "@conform-to/react"
import { Link } from "@remix-run/react"
import { EXTRATO_ARQUIVO } from "@veteranos/domain/extratos"
import { SubmitButton } from "~/components/ui/button"
import { UploadForm } from "~/components/ui/upload-page"
import { Field } from "~/components/ui/field"
import { importarExtratoForm } from "./extrato.forms"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import { formatDateTime } from "~/utils/format"
import type { ExtratoResumo } from "./extrato-linhas"
import type { IntentOf } from "~/panel/intents.server"
import type { extratoIntents } from "./extrato-actions.server"

const link = "font-semibold text-marca-800 underline hover:text-marca-950"

export function ImportarExtratoForm({
  forms,
  lastResult,
}: {
  forms: SentForms<typeof importarExtratoForm>
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useSchemaForm(importarExtratoForm, forms, { lastResult })
  return (
    <UploadForm form={form}>
      <Field
        label="Arquivo OFX do extrato"
        meta={fields.arquivo}
        type="file"
        accept=".ofx,.OFX,application/x-ofx"
        hint={`O arquivo que o banco exporta (OFX), de até ${EXTRATO_ARQUIVO.maxBytes / 1024 / 1024} MB.`}
      />
      <div>
        <SubmitButton
          name="intent"
          value={"importar" satisfies IntentOf<typeof extratoIntents>}
          pendingLabel="Importando..."
        >
          Importar extrato
        </SubmitButton>
      </div>
    </UploadForm>
  )
}

export function ExtratosRecentes({ extratos }: { extratos: readonly ExtratoResumo[] }) {
  if (extratos.length === 0) return null
  return (
    <section aria-labelledby="extratos-recentes" className="mt-8">
      <h2 id="extratos-recentes" className="text-lg font-semibold text-marca-900">
        Extratos importados
      </h2>
      <ul className="mt-2 grid gap-1 text-sm">
        {extratos.map((extrato) => (
          <li key={extrato.id}>
            <Link to={`?id=${extrato.id}`} className={link}>
              {extrato.arquivo_nome || "Extrato"}
            </Link>{" "}
            <span className="text-gray-700">
              em {formatDateTime(extrato.created)} por {extrato.importado_por_nome}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
