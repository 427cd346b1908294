import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { CallToAction } from "~/components/layout/call-to-action"
import { Icon, socialIcon } from "~/components/ui/icon"
import { PageHeader } from "~/components/layout/page-header"
import { PageSection } from "~/components/layout/page-section"
import { FreshForm } from "~/forms/public-form"
import { createContato } from "~/features/mensagens/contato.server"
import { CONTATO_RESPOSTAS, type contatoSchema } from "~/features/mensagens/contato.schema"
import { ContatoForm } from "./contato-form"
import { contatoForm } from "./contato.forms"
import { pageMeta } from "~/http/meta"
import { handlePublicSubmission, type PublicSubmission } from "~/forms/public-submission.server"
import { useRootData } from "~/http/root-data"
import { sendForms } from "~/forms/submission.server"

// The contact message ('Fale conosco'): what it stores and the messages it answers with. The form
// sits low on a long page: the success goes to the top of the content, where the message shows.
const contato: PublicSubmission<typeof contatoSchema> = {
  name: "contato",
  form: contatoForm,
  save: (value) => createContato(value),
  redirectTo: "/contato#conteudo",
  ...CONTATO_RESPOSTAS,
}

export async function loader() {
  return { forms: await sendForms(contatoForm) }
}

export async function action({ request }: ActionFunctionArgs) {
  return handlePublicSubmission(request, contato)
}

export default function Contato() {
  const { forms } = useLoaderData<typeof loader>()
  const { site } = useRootData()
  const tel = (phone: string) => `tel:${phone.replace(/\D/g, "")}`
  const whatsapp = site.whatsappLink
  return (
    <>
      <PageHeader
        title="Contato"
        subtitle="Fale com a associação: estamos na sede e também por telefone e e-mail."
      />

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-2">
        <section aria-labelledby="onde-estamos" className="grid content-start gap-6">
          <h2 id="onde-estamos" className="text-2xl font-bold text-marca-900">
            Onde estamos
          </h2>
          <address className="grid gap-4 not-italic text-gray-800">
            <p className="flex gap-3">
              <Icon name="pin" className="size-6 shrink-0 text-marca-700" />
              <span>
                <span className="block font-semibold text-gray-900">Endereço</span>
                {site.endereco.logradouro}
                <br />
                {site.endereco.cidade} · CEP {site.endereco.cep}
              </span>
            </p>
            {/* Both phones are optional in the settings: the line shows the ones there are. */}
            {site.telefone || whatsapp ? (
              <p className="flex gap-3">
                <Icon name="phone" className="size-6 shrink-0 text-marca-700" />
                <span>
                  <span className="block font-semibold text-gray-900">Telefone</span>
                  {site.telefone ? (
                    <a href={tel(site.telefone)} className="hover:underline">
                      {site.telefone}
                    </a>
                  ) : null}
                  {whatsapp ? (
                    <>
                      {site.telefone ? " · WhatsApp " : "WhatsApp "}
                      <a href={whatsapp} className="hover:underline">
                        {site.whatsapp}
                      </a>
                    </>
                  ) : null}
                </span>
              </p>
            ) : null}
            <p className="flex gap-3">
              <Icon name="mail" className="size-6 shrink-0 text-marca-700" />
              <span>
                <span className="block font-semibold text-gray-900">E-mail</span>
                <a href={`mailto:${site.email}`} className="break-all hover:underline">
                  {site.email}
                </a>
              </span>
            </p>
          </address>

          <div className="flex gap-3 text-gray-800">
            <Icon name="clock" className="size-6 shrink-0 text-marca-700" />
            <div>
              <h3 className="font-semibold text-gray-900">Horário de atendimento</h3>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                {site.horarios.map((horario) => (
                  <div key={horario.dias} className="contents">
                    <dt>{horario.dias}</dt>
                    <dd className="font-medium">{horario.horas}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>

          <div>
            <h3 className="font-semibold text-gray-900">Redes sociais</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {site.redes.map((rede) => (
                <li key={rede.nome}>
                  <a
                    href={rede.url}
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-2 rounded-full border border-marca-200 px-4 py-2 text-sm font-medium text-marca-900 hover:bg-marca-50"
                  >
                    <Icon name={socialIcon(rede.nome)} className="size-4" />
                    {rede.nome}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="mapa" className="grid content-start gap-3">
          <h2 id="mapa" className="text-2xl font-bold text-marca-900">
            Mapa
          </h2>
          {site.mapa.embedUrl ? (
            <div className="aspect-[4/3] overflow-hidden rounded-2xl border border-gray-200 bg-marca-50">
              <iframe
                src={site.mapa.embedUrl}
                title={`Mapa com a localização da ${site.nome}`}
                loading="lazy"
                referrerPolicy="no-referrer"
                className="h-full w-full"
              />
            </div>
          ) : null}
          {site.mapa.linkUrl ? (
            <a
              href={site.mapa.linkUrl}
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 self-start font-semibold text-marca-700 hover:underline"
            >
              <Icon name="external" className="size-4" />
              Ver no mapa
            </a>
          ) : null}
        </section>
      </div>

      <PageSection id="faq" title="Perguntas frequentes" tinted narrow>
        {/* An exclusive accordion without JavaScript: <details> sharing one name open one at a time. */}
        <div className="mt-6 grid gap-3">
          {site.faq.map((item) => (
            <details
              key={item.pergunta}
              name="faq"
              className="group rounded-xl border border-marca-200 bg-white shadow-sm open:ring-2 open:ring-marca-300"
              data-testid="faq"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-marca-950">
                {item.pergunta}
                <Icon
                  name="chevronDown"
                  className="size-5 shrink-0 text-marca-700 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 text-gray-800">{item.resposta}</p>
            </details>
          ))}
        </div>
      </PageSection>

      <PageSection
        id="fale-conosco-titulo"
        anchor="fale-conosco"
        title="Fale Conosco"
        intro="Dúvidas, sugestões de eventos ou fotos para a galeria: mande sua mensagem e a diretoria responde."
        narrow
      >
        <FreshForm render={(lastResult) => <ContatoForm forms={forms} lastResult={lastResult} />} />
      </PageSection>

      <CallToAction
        id="associe-se"
        title="Venha fazer parte da associação"
        text="Jogos, eventos exclusivos, voto nas assembleias e a sede à sua disposição."
        to="/associar"
        action="ASSOCIE-SE AGORA MESMO!"
      />
    </>
  )
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Contato",
    description:
      "Endereço, telefone, e-mail, horário de atendimento, mapa e perguntas frequentes da associação.",
  })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
