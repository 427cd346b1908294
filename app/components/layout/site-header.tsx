import { Form, Link, NavLink, useLocation } from "@remix-run/react"
import { Icon, socialIcon } from "~/components/ui/icon"
import type { PublicUser } from "~/http/root-data"
import type { SiteConfig } from "~/http/site-config.server"

const DESKTOP_NAV = [
  { to: "/", label: "Início" },
  { to: "/escolinha", label: "Escolinha" },
  { to: "/documentos", label: "Documentos" },
  { to: "/diretoria", label: "Diretoria" },
  { to: "/eventos", label: "Eventos" },
  { to: "/contato", label: "Contato" },
] as const

// The mobile menu has Galeria instead of Diretoria (the product's menu).
const MOBILE_NAV = DESKTOP_NAV.map((item) =>
  item.to === "/diretoria" ? ({ to: "/galeria", label: "Galeria" } as const) : item,
)

// Every link and button at least 44 px tall on a phone (docs/decisions/phones-and-touch.md#tap-targets).
const navClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "bg-marca-800 text-white" : "text-marca-50 hover:bg-marca-600"
  }`

function AccountActions({ user, stacked = false }: { user: PublicUser | null; stacked?: boolean }) {
  if (!user) {
    return (
      <Link
        to="/login"
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-destaque-400 px-4 py-2 text-sm font-semibold text-marca-950 hover:bg-destaque-500"
      >
        <Icon name="user" className="size-4" />
        Entrar
      </Link>
    )
  }
  return (
    <div className={`flex gap-2 ${stacked ? "flex-col" : "items-center"}`}>
      <Link
        to="/painel"
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-destaque-400 px-4 py-2 text-sm font-semibold text-marca-950 hover:bg-destaque-500"
      >
        <Icon name="user" className="size-4" />
        Área do Associado
      </Link>
      <Form method="post" action="/logout">
        <button
          type="submit"
          className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md border border-marca-200 px-4 py-2 text-sm font-semibold text-white hover:bg-marca-600"
        >
          <Icon name="logout" className="size-4" />
          Sair
        </button>
      </Form>
    </div>
  )
}

export function SiteHeader({ site, user }: { site: SiteConfig; user: PublicUser | null }) {
  const { key } = useLocation()
  const whatsapp = site.whatsappLink
  return (
    <header className="bg-marca-700 text-white print:hidden">
      <div className="bg-marca-900 text-xs text-marca-100">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4">
          {/* Each link 44 px, a thumb's size (docs/decisions/phones-and-touch.md#tap-targets). */}
          <ul className="-ml-3.5 flex items-center" aria-label="Redes sociais">
            {site.redes.map((rede) => (
              <li key={rede.nome}>
                <a
                  href={rede.url}
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-md hover:text-white"
                >
                  <Icon name={socialIcon(rede.nome)} className="size-4" title={rede.nome} />
                </a>
              </li>
            ))}
            {whatsapp ? (
              <li>
                <a
                  href={whatsapp}
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-md hover:text-white"
                >
                  <Icon name="phone" className="size-4" title="WhatsApp" />
                </a>
              </li>
            ) : null}
          </ul>
          {/* On a phone the address would not fit beside the 44 px icons: the icon alone there (the
              address is in the footer too), the link still named by it. */}
          <a
            href={`mailto:${site.email}`}
            className="-mr-3.5 flex min-h-11 min-w-11 items-center justify-center gap-1.5 break-words hover:text-white sm:mr-0 sm:min-w-0"
          >
            <Icon name="mail" className="size-4 shrink-0" />
            <span className="sr-only sm:not-sr-only">{site.email}</span>
          </a>
        </div>
      </div>

      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex min-h-11 items-center gap-3 font-bold leading-tight">
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-[0.65rem] font-black tracking-tight text-marca-800"
          >
            {site.sigla}
          </span>
          <span className="max-w-48 text-sm sm:max-w-none sm:text-base">{site.nome}</span>
        </Link>

        <nav aria-label="Principal" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {DESKTOP_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={navClass} prefetch="intent">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden lg:block">
          <AccountActions user={user} />
        </div>

        {/* The mobile menu opens without JavaScript: a <details> disclosure. Each navigation's key
            mounts it anew, closed, as a page loaded without JavaScript has it. */}
        <details key={key} className="group relative lg:hidden" data-testid="menu-movel">
          <summary
            className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md p-2 hover:bg-marca-600"
            aria-label="Abrir menu"
          >
            <Icon name="menu" className="size-6 group-open:hidden" />
            <Icon name="close" className="hidden size-6 group-open:block" />
            <span className="text-sm font-medium">Menu</span>
          </summary>
          <nav
            aria-label="Menu móvel"
            className="absolute right-0 z-30 mt-2 w-64 rounded-lg bg-marca-800 p-3 shadow-xl"
          >
            <ul className="flex flex-col gap-1">
              {MOBILE_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === "/"} className={navClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="mt-3 border-t border-marca-600 pt-3">
              <AccountActions user={user} stacked />
            </div>
          </nav>
        </details>
      </div>
    </header>
  )
}
