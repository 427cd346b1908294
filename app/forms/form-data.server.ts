// The one reader of a POST's form data for the actions: a body that cannot be read as a form (a
// broken multipart, a type that is no form) is the sender's error, answered 400, never a 500.
// Multipart reaches only the upload pages, after their guard; the server refuses it everywhere else
// (docs/decisions/server-and-operation.md#the-sites-own-server).

const FORM_UNREADABLE = "Não foi possível ler o formulário enviado. Recarregue a página e envie de novo."

/** The request's form data, or a thrown 400 when its body cannot be parsed. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw new Response(FORM_UNREADABLE, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    })
  }
}
