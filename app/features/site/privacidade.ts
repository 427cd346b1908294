import { LGPD_PRAZO_DIAS } from "@veteranos/domain/lgpd"
import { addDays, dayInSaoPaulo } from "~/utils/format"

// The privacy notice's version: each public form stores it beside the consent, so the association
// can show which text a person agreed to. Change it whenever /privacidade changes what it promises.
export const PRIVACIDADE_VERSAO = "2026-11-29"

export const PRIVACIDADE_PATH = "/privacidade"

/**
 * The legal deadline of a deletion request (LGPD_PRAZO_DIAS after the São Paulo day it was made)
 * and the days left until it from `hoje` (negative once overdue).
 */
export function prazoExclusao(pedidaEm: string, hoje: string): { prazo: string; diasRestantes: number } {
  const prazo = addDays(dayInSaoPaulo(pedidaEm), LGPD_PRAZO_DIAS)
  const diasRestantes = Math.round((Date.parse(prazo) - Date.parse(hoje)) / 86_400_000)
  return { prazo, diasRestantes }
}

/** "Faltam 3 dias", "Vence hoje", "Atrasado há 2 dias": the countdown the president reads. */
export function prazoEmPalavras(diasRestantes: number): string {
  if (diasRestantes === 0) return "Vence hoje"
  if (diasRestantes > 0) return diasRestantes === 1 ? "Falta 1 dia" : `Faltam ${diasRestantes} dias`
  const atraso = -diasRestantes
  return atraso === 1 ? "Atrasado há 1 dia" : `Atrasado há ${atraso} dias`
}
