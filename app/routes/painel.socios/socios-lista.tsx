// The directory's cards (/painel/socios): one per listed member, the photo or the initials, the
// name, the birthday and 'Conversar no WhatsApp' where shared. A list of cards on any screen: at
// 360 px one column, the name free to wrap and the link across the card.
import { buttonClass } from "~/components/ui/button"
import { Icon } from "~/components/ui/icon"
import { FotoSocio } from "~/features/carteirinha/foto-socio"
import type { Socio } from "./socios.server"

export function SociosLista({ socios, vazio }: { socios: Socio[]; vazio: string }) {
  if (socios.length === 0) {
    return (
      <p className="mt-6 text-gray-700" data-testid="socios-vazio">
        {vazio}
      </p>
    )
  }
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="socios">
      {socios.map((socio) => (
        <li
          key={socio.id}
          className="grid min-w-0 content-start gap-3 rounded-lg border border-marca-200 bg-white p-4 shadow-sm"
        >
          <div className="flex min-w-0 items-center gap-4">
            <FotoSocio
              foto={socio.foto}
              iniciais={socio.iniciais}
              tamanho="lista"
              className="size-16 text-xl"
            />
            <div className="grid min-w-0 gap-1">
              <p className="font-semibold text-gray-900 [overflow-wrap:anywhere]">{socio.nome}</p>
              {socio.aniversario ? (
                <p className="text-sm text-gray-700">Aniversário: {socio.aniversario}</p>
              ) : null}
            </div>
          </div>
          {socio.whatsapp ? (
            <a
              href={socio.whatsapp}
              target="_blank"
              rel="noreferrer"
              className={buttonClass("secondary", "w-full")}
            >
              <Icon name="phone" className="size-5 shrink-0" />
              Conversar no WhatsApp<span className="sr-only"> com {socio.nome}</span>
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
