// What an event's page gives to share it: the WhatsApp message, the preview's picture and
// description, and schema.org's Event with São Paulo's offset.
import { describe, expect, it } from "vitest"
import {
  eventoJsonLd,
  eventoPreviewImage,
  eventoResumo,
  eventoWhatsappText,
} from "~/features/eventos/compartilhar.server"
import { publicUrl } from "~/http/env.server"
import { whatsappShareHref } from "~/utils/whatsapp"

const evento = {
  id: "festa123",
  titulo: "Festa Junina dos Veteranos",
  descricao: "Quadrilha, quentão e pescaria.\nTraga a família!",
  // 23:30 UTC is 20:30 in São Paulo, on the same day.
  data_evento: "2026-06-20 23:30:00.000Z",
  localizacao: "Salão de festas",
  imagem: "festa_a1b2c3.jpg",
}
const site = {
  nome: "Associação dos Veteranos",
  endereco: { logradouro: "Rua das Flores, 100", cidade: "Vila Nova - SP", cep: "13000-000" },
}

describe("the WhatsApp message", () => {
  it("carries the title, São Paulo's date and time, the place and the event's address", () => {
    expect(eventoWhatsappText(evento)).toBe(
      `*Festa Junina dos Veteranos*\n20/06/2026 às 20:30\nSalão de festas\n${publicUrl("/eventos/festa123")}`,
    )
  })

  it("leaves out a place the event does not have, and is sent written in a wa.me link", () => {
    const text = eventoWhatsappText({ ...evento, localizacao: " " })
    expect(text.split("\n")).toEqual([
      "*Festa Junina dos Veteranos*",
      "20/06/2026 às 20:30",
      publicUrl("/eventos/festa123"),
    ])
    expect(whatsappShareHref(text)).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`)
  })
})

describe("the link preview", () => {
  it("describes when and where first, then the event's text on one line", () => {
    expect(eventoResumo(evento)).toBe(
      "20/06/2026 às 20:30 • Salão de festas. Quadrilha, quentão e pescaria. Traga a família!",
    )
  })

  it("cuts a long text at 200 characters", () => {
    const resumo = eventoResumo({ ...evento, descricao: "palavra ".repeat(60) })
    expect(resumo.length).toBeLessThanOrEqual(200)
    expect(resumo.length).toBeGreaterThan(190)
    expect(resumo.endsWith("…")).toBe(true)
  })

  it("shows the event's picture as its 640×360 thumbnail, a PNG for WebP, none for a GIF", () => {
    expect(eventoPreviewImage(evento)).toEqual({
      url: publicUrl("/arquivos/eventos/festa123/festa_a1b2c3.jpg?thumb=640x360"),
      width: 640,
      height: 360,
      type: "image/jpeg",
      alt: "Festa Junina dos Veteranos",
    })
    expect(eventoPreviewImage({ ...evento, imagem: "festa.webp" })?.type).toBe("image/png")
    expect(eventoPreviewImage({ ...evento, imagem: "festa.gif" })).toBeNull()
    expect(eventoPreviewImage({ ...evento, imagem: "" })).toBeNull()
  })
})

describe("schema.org's Event", () => {
  const jsonLd = eventoJsonLd(evento, { site, imagem: "https://veteranos.test/cartao.png" })

  it("starts at São Paulo's wall time with its −03:00 offset", () => {
    expect(jsonLd.startDate).toBe("2026-06-20T20:30:00-03:00")
    // The same instant as stored.
    expect(new Date(jsonLd.startDate!).toISOString()).toBe("2026-06-20T23:30:00.000Z")
  })

  it("names the place at the association's address, the association as organiser, and the page", () => {
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Festa Junina dos Veteranos",
      url: publicUrl("/eventos/festa123"),
      location: {
        "@type": "Place",
        name: "Salão de festas",
        address: { streetAddress: "Rua das Flores, 100", addressLocality: "Vila Nova - SP" },
      },
      organizer: { "@type": "Organization", name: "Associação dos Veteranos", url: publicUrl("/") },
      image: ["https://veteranos.test/cartao.png"],
    })
  })
})
