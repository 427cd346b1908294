// A valid submission of each public form, by field name: every test level (the actions, the browser)
// fills the same data, and adds only what its case is about (the consent box, observations, a typo).
import { makePdf } from "../../pocketbase/seed/pdf.mjs"

export const validPedidoSocio = (email: string) => ({
  nome: "Maria Teste da Silva",
  email,
  telefone: "11987654321",
  data_nascimento: "1970-05-20",
  rg: "12.345.678-9",
  cpf: "52998224725",
  endereco: "Rua das Flores, 10",
})

export const validPedidoEscolinha = (email: string) => ({
  nome_responsavel: "Ana Teste Souza",
  cpf_responsavel: "11144477735",
  nome_crianca: "Lia Souza",
  data_nascimento: "2019-04-10",
  telefone: "21998765432",
  email,
})

export const validContato = (email: string) => ({
  nome: "Rui Teste",
  email,
  telefone: "1133334444",
  assunto: "Aluguel da sede",
  mensagem: "Gostaria de saber como reservar a sede para um aniversário.",
})

/**
 * A membership request as PocketBase holds it once the public form stored it (CPF and phone masked,
 * pendente, filiacao), for tests that start from a request waiting for the president; `extra`
 * is what the test's case is about (a name to search for, another status).
 */
export const storedPedidoSocio = (email: string, extra: Record<string, string> = {}) => ({
  nome: "Solicitante Teste da Silva",
  email,
  telefone: "(11) 98765-4321",
  data_nascimento: "1975-04-12",
  rg: "12.345.678-9",
  cpf: "529.982.247-25",
  endereco: "Rua das Palmeiras, 215 – Centro",
  observacoes: "",
  status: "pendente",
  tipo: "filiacao",
  ...extra,
})

/** A real 1x1 PNG, for the image and document fields. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
)

/** A real one-page PDF (the demo documents' writer), for the documents' field. */
export const PDF = makePdf({ title: "Relatório de teste", paragraphs: ["Um parágrafo."] })

/** A real 4x3 JPEG, 1x1 WebP and 1x1 GIF (Go's encoders; the WebP is Google's detection sample). */
export const JPEG = Buffer.from(
  "/9j/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAMABAMBIgACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AGUUUVkeEf/Z",
  "base64",
)
export const WEBP = Buffer.from("UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA", "base64")
export const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAAAAACwAAAAAAQABAAACAkQBADs=", "base64")
