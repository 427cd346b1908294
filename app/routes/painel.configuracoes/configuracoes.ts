// The settings page's arrangement (which settings each section holds) and how a stored value is
// written in the form and in the history. The settings themselves (labels, kinds, limits) are the
// shared table's (app/domain/associacao.js).
import { CAMPOS, CAMPOS_PIX, type CampoNome } from "@veteranos/domain/associacao"
import type { Configuracoes } from "@veteranos/domain/configuracoes"
import { formatAmountField, formatMoney } from "~/utils/format"

/** The form's sections, in order, and their settings. */
export const SECOES = [
  { titulo: "Associação", campos: ["nome", "sigla", "cnpj", "endereco", "cep", "cidade"] },
  {
    titulo: "Contato",
    campos: ["telefone", "whatsapp", "email", "instagram", "facebook", "youtube", "mapa_embed", "mapa_link"],
  },
  { titulo: "Funcionamento", campos: ["horarios"] },
  { titulo: "Mensalidade", campos: ["valor_mensalidade", "dia_vencimento", "lembrete_dias_antes"] },
  { titulo: "PIX", campos: CAMPOS_PIX },
  { titulo: "Privacidade", campos: ["privacidade_email", "privacidade_encarregado"] },
  {
    titulo: "Assembleia Geral (estatuto)",
    campos: [
      "antecedencia_assembleia_dias",
      "quorum_assembleia",
      "minutos_segunda_chamada",
      "maioria_qualificada",
      "mandato_anos",
    ],
  },
  { titulo: "Escolinha", campos: ["validade_atestado_meses", "retencao_escolinha_meses"] },
] as const satisfies ReadonlyArray<{ titulo: string; campos: readonly CampoNome[] }>

// A setting added to the shared table and to no section fails the type check here.
type Listed = (typeof SECOES)[number]["campos"][number]
const _everySettingListed: [Exclude<CampoNome, Listed>] extends [never] ? true : never = true

/** The settings as the form's fields start: texts, the amount as "80,00". */
export function formValuesOf(values: Configuracoes): Record<CampoNome, string> {
  const fields = {} as Record<CampoNome, string>
  for (const [nome, value] of Object.entries(values) as Array<[CampoNome, string | number]>) {
    fields[nome] =
      CAMPOS[nome].tipo === "dinheiro" && value !== "" ? formatAmountField(Number(value)) : String(value)
  }
  return fields
}

/** A setting's label, or its stored name when the table no longer has it. */
export const rotuloOf = (nome: string) => (nome in CAMPOS ? CAMPOS[nome as CampoNome].rotulo : nome)

/** A value as the history shows it: "—" when empty, an amount as money. */
export function historyValue(nome: string, value: string): string {
  if (value === "") return "—"
  if (nome in CAMPOS && CAMPOS[nome as CampoNome].tipo === "dinheiro") return formatMoney(Number(value))
  return value
}
