// The president's settings form on /painel/configuracoes, built from the shared table
// (app/domain/associacao.js): one field per setting, with its limit, whether it is required, and
// the shared check (checkCampo) deciding what is stored and, when it cannot be, the message, the
// one PocketBase's hook gives too (docs/decisions/server-and-operation.md#configuration).
import { CAMPO_NOMES, CAMPOS, type CampoNome } from "@veteranos/domain/associacao"
import { checkCampo } from "@veteranos/domain/configuracoes"
import { z } from "~/forms/zod"

/** One setting's field: its text within the limit, stored as the shared check says. */
function settingField(nome: CampoNome) {
  const { max, obrigatorio } = CAMPOS[nome]
  const checked = z
    .string(obrigatorio ? { error: obrigatorio } : undefined)
    // The limit is sent to the browser (maxlength); its message is the shared check's.
    .max(max, { error: (issue) => checkCampo(nome, issue.input).error })
    .transform((value, ctx) => {
      const result = checkCampo(nome, value)
      if (result.error === undefined) return result.value
      ctx.addIssue({ code: "custom", message: result.error })
      return z.NEVER
    })
  // An optional setting left empty arrives as nothing and is stored empty.
  return obrigatorio ? checked : checked.optional().transform((value) => value ?? "")
}

const shape = Object.fromEntries(CAMPO_NOMES.map((nome) => [nome, settingField(nome)])) as Record<
  CampoNome,
  ReturnType<typeof settingField>
>

export const configuracoesSchema = z.object(shape)
export type ConfiguracoesInput = z.output<typeof configuracoesSchema>
