// The one reader of a POST's form data for the actions: a body that cannot be read as a form (a
// broken multipart, a type that is no form) is the sender's error, answered 400, never a 500.
// Multipart reaches only the upload pages, after their guard; the server refuses it everywhere else
// (docs/decisions/server-and-operation.md#the-sites-own-server). Their files are written to a
// folder of the request's own as they arrive, so a batch of photos never sits in memory, and the
// folder is removed when the action is done with them.
import { createWriteStream, openAsBlob } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { Readable } from "node:stream"
import { pipeline } from "node:stream/promises"
import {
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node"

const FORM_UNREADABLE = "Não foi possível ler o formulário enviado. Recarregue a página e envie de novo."

const unreadable = () =>
  new Response(FORM_UNREADABLE, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  })

/** The request's form data, or a thrown 400 when its body cannot be parsed. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw unreadable()
  }
}

/** Each file part to a file in `folder`, handed on as a File read from disk when it is sent. */
function toDisk(folder: string): UploadHandler {
  let count = 0
  return async ({ filename, contentType, data }) => {
    if (filename === undefined) return undefined
    const file = path.join(folder, String(++count))
    await pipeline(Readable.from(data), createWriteStream(file))
    // An empty file input (nothing chosen) is no file.
    if (!filename) return undefined
    return new File([await openAsBlob(file)], filename, { type: contentType })
  }
}

// The form's own fields are small: the server caps what is not a file at the form's limit.
const fields = createMemoryUploadHandler({
  maxPartSize: 100 * 1024,
  filter: ({ filename }) => filename === undefined,
})

const isMultipart = (request: Request) =>
  /^\s*multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "")

/**
 * The form data of an upload page's POST, for `handle` while its files are on disk: they are removed
 * once `handle` is done (send them to PocketBase inside it). A form without files is read as any other.
 */
export async function withFormData<T>(
  request: Request,
  handle: (formData: FormData) => Promise<T>,
): Promise<T> {
  if (!isMultipart(request)) return handle(await readFormData(request))
  const folder = await mkdtemp(path.join(tmpdir(), "associacao-envio-"))
  try {
    let formData: FormData
    try {
      formData = await parseMultipartFormData(request, composeUploadHandlers(toDisk(folder), fields))
    } catch {
      throw unreadable()
    }
    // The parser passes over text that holds no part at all; every form of the pages sends some.
    if (formData.keys().next().done) throw unreadable()
    return await handle(formData)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
