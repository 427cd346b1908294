// One of the member's own dues, as the pages of paying it and of its receipt get it from PocketBase's
// readers (pocketbase/pb_hooks/lib/paginas/mensalidade-pagar.js, mensalidade-comprovante.js): null
// when it is not theirs, whatever else their role may read.
import type { Mensalidade } from "~/features/mensalidades/mensalidades.server"

export type MensalidadePropria = {
  mensalidade: Mensalidade | null
  /** The financial directors' public phones while the due is open ('Já paguei'); absent on the receipt. */
  telefonesFinanceiro?: string[]
}
