// /painel/mensalidades: the member's own dues, what they owe, and 'Pagar' (a page with the PIX code).
// Paying never marks a due paid: the treasurer confirms it (docs/decisions/dues-and-pix.md#paying-never-marks-a-due-paid).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { Link, useLoaderData } from "@remix-run/react"
import type { Column } from "~/components/ui/data-table"
import { LoadingArea } from "~/components/ui/loading-area"
import { Pagination } from "~/components/ui/pagination"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { panelData } from "~/panel/page-data.server"
import { MensalidadeStatusBadges, MensalidadesDataTable } from "~/features/mensalidades/mensalidade-status"
import { vencimentoTexto } from "~/features/mensalidades/mensalidade"
import {
  toMensalidade,
  type Mensalidade,
  type MensalidadesDoAssociado,
} from "~/features/mensalidades/mensalidades.server"
import { requirePanelAccess } from "~/auth/guards.server"
import { formatDate, formatMoney, todayInSaoPaulo } from "~/utils/format"
import { readFormData } from "~/forms/form-data.server"
import { unknownIntent } from "~/panel/intents.server"
import { pageMeta } from "~/http/meta"

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "mensalidades")
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/mensalidades.js.
  const { lista, devido } = await panelData<MensalidadesDoAssociado>(request, "mensalidades")
  return {
    mensalidades: lista.items.map(toMensalidade),
    pagina: lista.page,
    totalPaginas: lista.totalPages,
    devido: devido.total,
    hoje: todayInSaoPaulo(),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  // Nothing here is changed by a member: paying happens in their bank, confirming on /painel/financeiro.
  await requirePanelAccess(request, "mensalidades")
  return unknownIntent((await readFormData(request)).get("intent"))
}

export default function Mensalidades() {
  const loaderData = useLoaderData<typeof loader>()
  const { mensalidades, pagina, totalPaginas, devido, hoje } = loaderData

  const columns: ReadonlyArray<Column<Mensalidade>> = [
    {
      header: "Descrição",
      cell: (m) => (
        <>
          <span className="font-medium">{m.descricao}</span>
          {/* On a phone the due date goes under the description instead of in a column of its own. */}
          <span className="block text-gray-700 sm:hidden">{vencimentoTexto(m, hoje)}</span>
        </>
      ),
    },
    {
      header: "Vencimento",
      cell: (m) => formatDate(m.data_vencimento),
      className: "hidden whitespace-nowrap sm:table-cell",
    },
    { header: "Valor", cell: (m) => formatMoney(m.valor), className: "whitespace-nowrap" },
    {
      header: "Status",
      cell: (m) => <MensalidadeStatusBadges mensalidade={m} hoje={hoje} />,
    },
    {
      header: "Ações",
      // An exempt due is neither paid nor owed: nothing to pay, no receipt.
      cell: (m) =>
        m.status === "isenta" ? null : (
          <Link
            to={`/painel/mensalidades/${m.id}/${m.status === "pendente" ? "pagar" : "comprovante"}`}
            className="font-semibold text-marca-800 underline hover:text-marca-950"
          >
            {m.status === "pendente" ? "Pagar" : "Comprovante"}
            <span className="sr-only"> {m.descricao}</span>
          </Link>
        ),
    },
  ]

  return (
    <>
      <h1 className="text-2xl font-bold text-marca-900">Mensalidades</h1>
      <p className="mt-3 text-gray-800" data-testid="total-devido">
        {devido > 0 ? (
          <>
            Total em aberto: <strong>{formatMoney(devido)}</strong>
          </>
        ) : (
          "Você não tem mensalidades em aberto."
        )}
      </p>
      <LoadingArea pathname="/painel/mensalidades" label="Carregando mensalidades...">
        <MensalidadesDataTable
          caption="Minhas mensalidades"
          columns={columns}
          mensalidades={mensalidades}
          hoje={hoje}
        />
      </LoadingArea>
      <Pagination page={pagina} totalPages={totalPaginas} />
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Mensalidades" loadError="Erro ao carregar mensalidades" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Mensalidades" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
