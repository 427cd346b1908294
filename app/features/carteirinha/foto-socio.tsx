// The member's face on the card and on its public check: PocketBase's square thumbnail of the photo
// they uploaded in 'Meus dados', or their initials in a green circle without one
// (docs/decisions/member-card-and-receipts.md#photos).
import { FOTO_THUMBS } from "@veteranos/domain/carteirinha"
import { fileUrl } from "~/utils/files"
import type { FotoSocio as Foto } from "./carteirinha"

export function FotoSocio({
  foto,
  iniciais,
  className = "",
}: {
  foto: Foto | null
  /** Shown without a photo ('JS'). */
  iniciais: string
  /** The size (the circle's or the square's). */
  className?: string
}) {
  if (foto) {
    return (
      <img
        src={fileUrl("cadastro_geral", foto.id, foto.arquivo, FOTO_THUMBS.cartao)}
        alt="Foto do associado"
        width={240}
        height={240}
        className={`shrink-0 rounded-lg object-cover ${className}`}
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
