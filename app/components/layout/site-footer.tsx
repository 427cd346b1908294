import { Link } from "@remix-run/react"
import { Icon, socialIcon } from "~/components/ui/icon"
import { PRIVACIDADE_PATH } from "~/features/site/privacidade"
import type { SiteConfig } from "~/http/site-config.server"

// Each link at least 44 px tall on a phone, 32 px from 640 px (docs/decisions/phones-and-touch.md#tap-targets).
const FOOTER_LINK = "flex min-h-11 items-center hover:text-white sm:min-h-8"

export function SiteFooter({ site }: { site: SiteConfig }) {
  const year = new Date().getFullYear()
  const whatsapp = site.whatsappLink
  return (
    <footer className="mt-16 bg-marca-900 text-marca-100 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{site.nome}</p>
          <p className="mt-2 text-sm">Tradição, solidariedade e comunidade, dentro e fora de campo.</p>
          <ul className="-ml-3 mt-2 flex gap-1" aria-label="Redes sociais">
            {site.redes.map((rede) => (
              <li key={rede.nome}>
                <a
                  href={rede.url}
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-md hover:text-white"
                >
                  <Icon name={socialIcon(rede.nome)} title={rede.nome} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <address className="not-italic text-sm">
          <p className="font-semibold text-white">Endereço</p>
          <p className="mt-2 flex gap-2">
            <Icon name="pin" className="size-4 shrink-0 translate-y-0.5" />
            <span>
              {site.endereco.logradouro}
              <br />
              {site.endereco.cidade}
              <br />
              CEP {site.endereco.cep}
            </span>
          </p>
          {site.telefone ? (
            <p className="flex items-center gap-2">
              <Icon name="phone" className="size-4" />
              <a
                href={`tel:${site.telefone.replace(/\D/g, "")}`}
                className="inline-flex min-h-11 items-center hover:text-white"
              >
                {site.telefone}
              </a>
            </p>
          ) : null}
          {whatsapp ? (
            <p className="flex items-center gap-2">
              <Icon name="phone" className="size-4" />
              <a href={whatsapp} className="inline-flex min-h-11 items-center hover:text-white">
                WhatsApp {site.whatsapp}
              </a>
            </p>
          ) : null}
          <p className="flex items-center gap-2">
            <Icon name="mail" className="size-4" />
            <a
              href={`mailto:${site.email}`}
              className="inline-flex min-h-11 min-w-0 items-center break-all hover:text-white"
            >
              {site.email}
            </a>
          </p>
        </address>
        <nav aria-label="Rodapé" className="text-sm">
          <p className="font-semibold text-white">Links</p>
          <ul className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-1">
            <li>
              <Link to="/associar" className={FOOTER_LINK}>
                Associe-se
              </Link>
            </li>
            <li>
              <Link to="/documentos" className={FOOTER_LINK}>
                Documentos
              </Link>
            </li>
            <li>
              <Link to="/galeria" className={FOOTER_LINK}>
                Galeria
              </Link>
            </li>
            <li>
              <Link to="/diretoria" className={FOOTER_LINK}>
                Diretoria
              </Link>
            </li>
            <li>
              <Link to="/contato" className={FOOTER_LINK}>
                Contato
              </Link>
            </li>
            <li>
              <Link to={PRIVACIDADE_PATH} className={FOOTER_LINK}>
                Privacidade
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-marca-800 py-4 text-center text-xs">
        © {year} {site.nome}. Entidade sem fins lucrativos.
        {/* The association's taxpayer number, as its documents and receipts carry it. */}
        {site.cnpj ? <span className="block sm:ml-1 sm:inline">CNPJ {site.cnpj}</span> : null}
      </p>
    </footer>
  )
}
