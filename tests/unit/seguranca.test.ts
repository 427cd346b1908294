// 'Segurança' (/painel/seguranca): its forms (a code of six digits, the new password twice), the
// second step's state in words, and where the action's answer leaves the set-up.
import { describe, expect, it } from "vitest"
import { passoOf, statusOf } from "~/routes/painel.seguranca/segunda-etapa-passo"
import { codigoAppSchema, trocarSenhaSchema } from "~/routes/painel.seguranca/seguranca.schema"

const messages = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message)

describe("the forms of 'Segurança'", () => {
  it("takes a code of six digits, as an app shows it too (a space in the middle)", () => {
    expect(codigoAppSchema.safeParse({ codigo: " 123456 " }).data).toEqual({ codigo: "123456" })
    expect(codigoAppSchema.safeParse({ codigo: "123 456" }).data).toEqual({ codigo: "123 456" })
  })

  it("refuses a code that is missing, short or not digits", () => {
    expect(messages(codigoAppSchema.safeParse({}))).toEqual(["Código é obrigatório"])
    expect(messages(codigoAppSchema.safeParse({ codigo: "12345" }))).toEqual(["O código tem 6 dígitos"])
    expect(messages(codigoAppSchema.safeParse({ codigo: "12345a" }))).toEqual(["O código tem 6 dígitos"])
  })

  it("asks for the current password", () => {
    const result = trocarSenhaSchema.safeParse({ password: "novasenha123", passwordConfirm: "novasenha123" })
    expect(messages(result)).toEqual(["Senha atual é obrigatória"])
  })

  it("asks for the new password twice, the same", () => {
    const result = trocarSenhaSchema.safeParse({
      oldPassword: "antiga123",
      password: "novasenha123",
      passwordConfirm: "outra",
    })
    expect(messages(result)).toEqual(["As senhas não conferem"])
  })
})

describe("the second step on the page", () => {
  it("says which one is set up, or that it is off", () => {
    expect(statusOf("app")).toBe("Segunda etapa: aplicativo autenticador")
    expect(statusOf("email")).toBe("Segunda etapa: código por e-mail")
    expect(statusOf("")).toBe("Segunda etapa: desligada")
  })

  it("reads the step from the action's answer: a refused code stays on its step", () => {
    const app = { segredo: "ABCD", uri: "otpauth://totp/x", chave: "ABCD", qrCode: "data:" }
    expect(passoOf({ intent: "iniciar-app", app })).toEqual({ app })
    expect(passoOf({ intent: "confirmar-app", result: {}, app })).toEqual({ app })
    expect(passoOf({ intent: "iniciar-email" })).toEqual({ email: true })
    expect(passoOf({ intent: "confirmar-email", result: {} })).toEqual({ email: true })
    expect(passoOf({ intent: "novos-codigos", codigos: ["abcde-fghij"] })).toEqual({
      intent: "novos-codigos",
      codigos: ["abcde-fghij"],
    })
  })

  it("shows the choices after any other answer", () => {
    expect(passoOf(undefined)).toBeNull()
    expect(passoOf({ intent: "senha", result: {} })).toBeNull()
    expect(passoOf({ erro: "Ação desconhecida.", intent: "x" })).toBeNull()
  })
})
