// A record's status as a coloured label; the word itself carries the meaning, not the colour.

const TONES = {
  pendente: "bg-destaque-100 text-yellow-900 ring-destaque-500",
  aprovado: "bg-marca-100 text-marca-900 ring-marca-600",
  aprovada: "bg-marca-100 text-marca-900 ring-marca-600",
  pago: "bg-marca-100 text-marca-900 ring-marca-600",
  reprovado: "bg-red-50 text-red-900 ring-red-600",
  reprovada: "bg-red-50 text-red-900 ring-red-600",
  rejeitado: "bg-red-50 text-red-900 ring-red-600",
  vencida: "bg-red-50 text-red-900 ring-red-600",
  cancelado: "bg-gray-100 text-gray-800 ring-gray-400",
  cancelada: "bg-gray-100 text-gray-800 ring-gray-400",
} as const satisfies Record<string, string>

const NEUTRAL = "bg-gray-100 text-gray-800 ring-gray-400"

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const tone = (TONES as Record<string, string>)[status] ?? NEUTRAL
  const text = label ?? status.charAt(0).toUpperCase() + status.slice(1)
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}
    >
      {text}
    </span>
  )
}
