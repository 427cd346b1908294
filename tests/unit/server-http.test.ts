// The production server's rules (server/http.mjs): which bodies are read, and whose address counts.
import { describe, expect, it } from "vitest"
import {
  bodyLimitFor,
  FORM_BODY_LIMIT,
  uploadLimitOf,
  judgeOrigin,
  trustProxySetting,
  UPLOAD_BODY_LIMIT,
  UPLOAD_ROUTES,
  uploadSlots,
} from "../../server/http.mjs"
import { DOCUMENTO_ARQUIVO, FOTO_ARQUIVO, FOTOS_POR_ENVIO } from "@veteranos/domain/arquivos"
import { EXTRATO_ARQUIVO } from "@veteranos/domain/extratos"

describe("the body limit", () => {
  const form = { "content-type": "application/x-www-form-urlencoded" }
  const upload = { "content-type": "multipart/form-data; boundary=x" }

  it("reads a form post up to 100 KB and an upload up to 6 MB", () => {
    expect(bodyLimitFor("POST", { ...form, "content-length": String(FORM_BODY_LIMIT) }).status).toBeNull()
    expect(bodyLimitFor("POST", { ...form, "content-length": String(FORM_BODY_LIMIT + 1) }).status).toBe(413)
    const atUpload = (length: number) =>
      bodyLimitFor("POST", { ...upload, "content-length": String(length) }, "/painel/eventos")
    expect(atUpload(UPLOAD_BODY_LIMIT)).toEqual({ status: null, upload: true })
    expect(atUpload(UPLOAD_BODY_LIMIT + 1).status).toBe(413)
  })

  it("takes a 10 MB document and a batch of ten 6 MB photos on their pages, no more", () => {
    const post = (target: string, length: number) =>
      bodyLimitFor("POST", { ...upload, "content-length": String(length) }, target).status
    expect(post("/painel/documentos", DOCUMENTO_ARQUIVO.maxBytes + 64 * 1024)).toBeNull()
    expect(post("/painel/documentos", UPLOAD_ROUTES["/painel/documentos"] + 1)).toBe(413)
    expect(post("/painel/galeria", FOTO_ARQUIVO.maxBytes * FOTOS_POR_ENVIO + 64 * 1024)).toBeNull()
    expect(post("/painel/galeria", UPLOAD_ROUTES["/painel/galeria"] + 1)).toBe(413)
    expect(post("/painel/eventos", DOCUMENTO_ARQUIVO.maxBytes)).toBe(413)
    // The bank statement: a 2 MB OFX file and its form, not a document's 10 MB.
    expect(post("/painel/financeiro/extrato?id=x", EXTRATO_ARQUIVO.maxBytes + 64 * 1024)).toBeNull()
    expect(post("/painel/financeiro/extrato", DOCUMENTO_ARQUIVO.maxBytes)).toBe(413)
  })

  it("refuses a multipart body, of any size, outside the upload pages (415)", () => {
    for (const target of ["/contato", "/associar", "/login", "/painel/eventos-falsos", "/painel", "/"]) {
      expect(bodyLimitFor("POST", { ...upload, "content-length": "100" }, target), target).toEqual({
        status: 415,
        message: "Envio recusado: este endereço não aceita arquivos.",
      })
    }
    // Whatever the spelling of the type.
    const shouted = { "content-type": " Multipart/Form-Data; boundary=x", "content-length": "100" }
    expect(bodyLimitFor("POST", shouted, "/contato").status).toBe(415)
    expect(bodyLimitFor("POST", { ...upload, "content-length": "100" }).status).toBe(415)
  })

  it("knows the upload pages as Remix addresses them", () => {
    expect(Object.keys(UPLOAD_ROUTES)).toEqual([
      "/painel/eventos",
      "/painel/diretoria",
      "/painel/meus-dados",
      "/painel/documentos",
      "/painel/galeria",
      "/painel/financeiro/extrato",
      "/painel/associados/importar",
    ])
    for (const target of [
      "/painel/eventos",
      "/painel/eventos?acao=editar&id=x",
      "/painel/eventos.data",
      "/painel/diretoria.data?index",
      "/painel/diretoria/",
      "/PAINEL/EVENTOS",
    ]) {
      expect(uploadLimitOf(target), target).toBe(UPLOAD_BODY_LIMIT)
    }
    for (const target of [
      "/painel/eventos/x",
      "/painel",
      "/contato?/painel/eventos",
      "/painel/eventos.json",
      "/painel/meus-dados.csv",
    ]) {
      expect(uploadLimitOf(target), target).toBeNull()
    }
  })

  it("refuses a length that is not a number, and a body of unknown length", () => {
    expect(bodyLimitFor("POST", { ...form, "content-length": "muito" }).status).toBe(413)
    expect(bodyLimitFor("POST", { ...form, "transfer-encoding": "chunked" }).status).toBe(411)
  })

  it("leaves requests without a body alone", () => {
    expect(bodyLimitFor("GET", { "content-length": String(10 * UPLOAD_BODY_LIMIT) }).status).toBeNull()
    expect(bodyLimitFor("POST", {}).status).toBeNull()
  })
})

describe("TRUST_PROXY", () => {
  it("trusts no proxy unless given a positive number of them", () => {
    expect(trustProxySetting(undefined)).toBe(false)
    expect(trustProxySetting("")).toBe(false)
    expect(trustProxySetting("0")).toBe(false)
    expect(trustProxySetting("sim")).toBe(false)
    expect(trustProxySetting("1")).toBe(1)
    expect(trustProxySetting(" 2 ")).toBe(2)
  })
})

describe("requests from other sites", () => {
  const APP = "https://associacao.exemplo.org"
  const judge = (headers: Record<string, string>, trustProxy: number | false = false, method = "POST") =>
    judgeOrigin(method, headers, { appUrl: APP, trustProxy })

  it("refuses a post whose Origin is another site, or null", () => {
    expect(judge({ origin: "https://mal.exemplo", host: "associacao.exemplo.org" })).toBe("cross-site")
    expect(judge({ origin: "null", host: "associacao.exemplo.org" })).toBe("cross-site")
    expect(judge({ "sec-fetch-site": "cross-site" })).toBe("cross-site")
    expect(judge({ origin: "https://mal.exemplo", "sec-fetch-site": "cross-site" })).toBe("cross-site")
  })

  it("accepts the site's own pages, behind a proxy or straight, and requests without Origin", () => {
    expect(judge({ origin: APP, host: "127.0.0.1:3000" })).toBe("same")
    expect(judge({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" })).toBe("same")
    expect(judge({ "sec-fetch-site": "same-origin" })).toBe("same")
    expect(judge({})).toBe("same")
    expect(judge({ origin: "https://mal.exemplo" }, false, "GET")).toBe("same")
  })

  it("takes the proxy's X-Forwarded-Host as the site's own only with TRUST_PROXY", () => {
    const proxied = {
      origin: "https://outro.exemplo",
      host: "127.0.0.1:3000",
      "x-forwarded-host": "outro.exemplo",
    }
    expect(judge(proxied, 1)).toBe("same")
    expect(judge(proxied)).toBe("cross-site")
    expect(judge({ ...proxied, "x-forwarded-host": "outro.exemplo, interno" }, 1)).toBe("same")
  })

  it("tells a wrong setup (the browser's own page at an address the site was not told) from an attack", () => {
    const seen = { origin: "https://veteranos.exemplo.org", host: "127.0.0.1:3000" }
    expect(judge({ ...seen, "sec-fetch-site": "same-origin" })).toBe("misconfigured")
    expect(judge({ ...seen, "sec-fetch-site": "same-site" })).toBe("cross-site")
    expect(judge(seen)).toBe("cross-site")
  })
})

describe("the upload slots", () => {
  it("give out at most their size at once, and take each back once", () => {
    const slots = uploadSlots(2)
    const first = slots.tryAcquire()!
    const second = slots.tryAcquire()!
    expect(slots.tryAcquire()).toBeNull()
    first()
    first()
    const third = slots.tryAcquire()
    expect(third).not.toBeNull()
    expect(slots.tryAcquire()).toBeNull()
    second()
    third!()
    expect(slots.tryAcquire()).not.toBeNull()
  })
})
