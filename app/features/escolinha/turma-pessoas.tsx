// What the class's page and its roll both show of a child (docs/decisions/youth-school.md#classes-and-the-roll):
// the certificate's mark, as atestadoOf says it, and 'Ligar para o responsável', a tel: link a coach
// taps on the pitch.
import type { AtestadoStatus } from "@veteranos/domain/escolinha"

/** A child's latest certificate, as PocketBase's readers give it. */
export type AtestadoMarca = { status: AtestadoStatus; label: string; ate: string; dias: number; data: string }
/** A child's guardian, as PocketBase's readers give them. */
export type Responsavel = { nome: string; telefone: string }

const TONES: Record<AtestadoStatus, string> = {
  sem: "bg-gray-100 text-gray-800",
  valido: "bg-marca-50 text-marca-900",
  vence: "bg-amber-100 text-amber-900",
  vencido: "bg-red-100 text-red-900",
}

/** 'Atestado vencido', 'Vence em 10 dias', 'Atestado em dia', 'Sem atestado'. */
export function AtestadoBadge({
  atestado,
  onlyWarning = false,
}: {
  atestado: AtestadoMarca
  onlyWarning?: boolean
}) {
  if (onlyWarning && atestado.status === "valido") return null
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${TONES[atestado.status]}`}>
      {atestado.label}
    </span>
  )
}

/** 'Ligar para o responsável' (the guardian's name for screen readers), or nothing without a phone. */
export function LigarResponsavel({
  responsavel,
  className = "",
}: {
  responsavel: Responsavel
  className?: string
}) {
  const digits = responsavel.telefone.replace(/\D/g, "")
  if (!digits) return null
  return (
    <a
      href={`tel:${digits}`}
      className={`inline-flex min-h-11 items-center font-semibold text-marca-800 underline hover:text-marca-950 ${className}`}
    >
      Ligar para o responsável
      {responsavel.nome ? <span className="sr-only">: {responsavel.nome}</span> : null}
    </a>
  )
}
