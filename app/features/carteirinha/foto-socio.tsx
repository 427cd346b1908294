// The member's face on the card, on its public check and in the directory: PocketBase's square
// thumbnail of the photo they uploaded in 'Meus dados' (the card's size, or the list's), or their
// initials in a green circle without one (docs/decisions/member-card-and-receipts.md#photos).
import { FOTO_THUMBS } from "@veteranos/domain/carteirinha"
import { fileUrl } from "~/utils/files"
import type { FotoSocio as Foto } from "./carteirinha"

const PIXELS = { cartao: 240, lista: 96 } as const

export function FotoSocio({
  foto,
  iniciais,
  tamanho = "cartao",
  className = "",
}: {
  foto: Foto | null
  /** Shown without a photo ('JS'). */
  iniciais: string
  /** Which thumbnail: the card's (a rounded square) or the list's (a circle, loaded when in view). */
  tamanho?: keyof typeof FOTO_THUMBS
  /** The size (the circle's or the square's). */
  className?: string
}) {
  if (foto) {
    const lista = tamanho === "lista"
    return (
      <img
        src={fileUrl("cadastro_geral", foto.id, foto.arquivo, FOTO_THUMBS[tamanho])}
        alt={lista ? "" : "Foto do associado"}
        width={PIXELS[tamanho]}
        height={PIXELS[tamanho]}
        loading={lista ? "lazy" : undefined}
        className={`shrink-0 object-cover ${lista ? "rounded-full border border-marca-200" : "rounded-lg"} ${className}`}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-marca-700 text-2xl font-bold text-white print:text-base ${className}`}
    >
      {iniciais}
    </span>
  )
}
