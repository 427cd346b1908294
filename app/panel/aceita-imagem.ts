// The image types a panel file field offers (`accept`), as the panel's layout loader wrote them from
// the shared rule (app/domain/arquivos-imagem.js).
import { useRouteLoaderData } from "@remix-run/react"
import type { loader } from "~/routes/painel/route"

export function useAcceptedImageTypes(): string | undefined {
  return useRouteLoaderData<typeof loader>("routes/painel")?.aceitaImagem
}
