import { Link } from "@remix-run/react"
import { Icon, socialIcon } from "~/components/ui/icon"
import { PRIVACIDADE_PATH } from "~/features/site/privacidade"
import type { SiteConfig } from "~/features/site/site-config.server"

export function SiteFooter({ site }: { site: SiteConfig }) {
  const year = new Date().getFullYear()
  return (
    <footer className="mt-16 bg-marca-900 text-marca-100 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{site.nome}</p>
          <p className="mt-2 text-sm">Tradição, solidariedade e comunidade, dentro e fora de campo.</p>
          <ul className="mt-4 flex gap-3" aria-label="Redes sociais">
            {site.redes.map((rede) => (
              <li key={rede.nome}>
                <a href={rede.url} rel="noopener noreferrer" className="hover:text-white">
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
            <p className="mt-2 flex items-center gap-2">
              <Icon name="phone" className="size-4" />
              <a href={`tel:${site.telefone.replace(/\D/g, "")}`} className="hover:text-white">
                {site.telefone}
              </a>
            </p>
          ) : null}
          <p className="mt-2 flex items-center gap-2">
            <Icon name="mail" className="size-4" />
            <a href={`mailto:${site.email}`} className="hover:text-white">
              {site.email}
            </a>
          </p>
        </address>
        <nav aria-label="Rodapé" className="text-sm">
          <p className="font-semibold text-white">Links</p>
          <ul className="mt-2 grid gap-1.5">
            <li>
              <Link to="/associar" className="hover:text-white">
                Associe-se
              </Link>
            </li>
            <li>
              <Link to="/documentos" className="hover:text-white">
                Documentos
              </Link>
            </li>
            <li>
              <Link to="/galeria" className="hover:text-white">
                Galeria
              </Link>
            </li>
            <li>
              <Link to="/diretoria" className="hover:text-white">
                Diretoria
              </Link>
            </li>
            <li>
              <Link to="/contato" className="hover:text-white">
                Contato
              </Link>
            </li>
            <li>
              <Link to={PRIVACIDADE_PATH} className="hover:text-white">
                Privacidade
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-marca-800 py-4 text-center text-xs">
        © {year} {site.nome}. Entidade sem fins lucrativos.
      </p>
    </footer>
  )
}
