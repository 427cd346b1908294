// A dialog as URL state (?acao=editar&id=...). The server renders it inside the page, with a link
// back to the address without `acao`, so it works without JavaScript; with JavaScript the same
// <dialog> is opened in place as a modal, and closing it (Escape, the close link) goes to that address.
// Without JavaScript it looks and sits as the modal does, over the screen the person is looking at
// (.panel-dialog in app/tailwind.css; docs/decisions/phones-and-touch.md#dialogs-open-where-the-person-is).
import { Form, Link, useLocation, useNavigate } from "@remix-run/react"
import { useEffect, useId, useRef, type ReactNode } from "react"
import { buttonClass, SubmitButton, type ButtonVariant } from "~/components/ui/button"
import { DIALOG_PARAMS } from "~/utils/list-params"
import { withQuery } from "~/utils/query"

/** The address of a dialog on this page (`acao` and, for a record, its `id`), keeping the rest. */
export function dialogHref(search: string, acao: string, id?: string): string {
  return withQuery(search, { acao, id: id ?? null })
}

/** The page's address without the dialog. */
function closeDialogHref(search: string): string {
  return withQuery(search, Object.fromEntries(DIALOG_PARAMS.map((name) => [name, null])))
}

export function Dialog({
  title,
  children,
  footer,
}: {
  title: string
  children: ReactNode
  /**
   * What stays at the dialog's bottom edge while the rest scrolls (a request's Aprovar and Reprovar
   * under its long details): sticky inside the dialog, which is the box that scrolls, as a modal and
   * without JavaScript alike.
   */
  footer?: ReactNode
}) {
  const { search } = useLocation()
  const navigate = useNavigate()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const closeTo = closeDialogHref(search)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || typeof dialog.showModal !== "function") return
    // Rendered open by the server (in the page); reopened as a modal, which keeps focus inside.
    // showModal() focuses the close link: on a slow phone the person may already be typing in a
    // field (the dialog opened before the script ran), and the cursor stays there.
    const focused = document.activeElement as HTMLElement | null
    dialog.close()
    dialog.showModal()
    if (focused && dialog.contains(focused)) focused.focus()
    // close() above queues a 'close' event that arrives when the modal is already open: only a real
    // closing (Escape) leaves the dialog shut, and then the address follows.
    const onClose = () => {
      if (!dialog.open) navigate(closeTo, { preventScrollReset: true })
    }
    dialog.addEventListener("close", onClose)
    return () => {
      dialog.removeEventListener("close", onClose)
      if (dialog.open) dialog.close()
    }
  }, [closeTo, navigate])

  return (
    <dialog ref={ref} open aria-labelledby={titleId} className="panel-dialog">
      <div className="flex items-center justify-between gap-2 border-b border-gray-200 py-2 pl-4 pr-2 sm:pl-5">
        <h2 id={titleId} className="min-w-0 break-words py-2 text-lg font-semibold text-marca-900">
          {title}
        </h2>
        {/* autoFocus: without JavaScript too, the keyboard and the screen reader start in the dialog. */}
        <Link
          to={closeTo}
          preventScrollReset
          autoFocus
          className="inline-flex min-h-11 shrink-0 items-center rounded-md px-3 text-sm font-semibold text-marca-800 underline hover:text-marca-950"
        >
          Fechar
        </Link>
      </div>
      <div className="px-4 py-4 sm:px-5">{children}</div>
      {footer ? (
        <div className="sticky bottom-0 border-t border-gray-200 bg-white px-4 py-3 sm:px-5">{footer}</div>
      ) : null}
    </dialog>
  )
}

/**
 * The question before an action (approve, reject, delete): Cancelar closes the dialog, the other
 * button POSTs the record's `id` with the action's `intent` to the page.
 */
export function ConfirmDialog({
  title,
  question,
  children,
  intent,
  id,
  confirmLabel,
  pendingLabel,
  variant = "primary",
  closeLabel = "Cancelar",
}: {
  title: string
  question: string
  /** What the question is about (the record's name), under it. */
  children?: ReactNode
  intent: string
  id: string
  confirmLabel: string
  pendingLabel: string
  variant?: ButtonVariant
  /** The link that closes without acting ("Voltar" when the action itself is a cancellation). */
  closeLabel?: string
}) {
  const { search } = useLocation()
  return (
    <Dialog title={title}>
      <p className="text-gray-800">{question}</p>
      {children}
      <Form method="post" className="mt-6 flex flex-wrap justify-end gap-3">
        <input type="hidden" name="id" value={id} />
        <Link to={closeDialogHref(search)} preventScrollReset className={buttonClass("secondary")}>
          {closeLabel}
        </Link>
        <SubmitButton name="intent" value={intent} pendingLabel={pendingLabel} variant={variant}>
          {confirmLabel}
        </SubmitButton>
      </Form>
    </Dialog>
  )
}

// The links that open a dialog, keeping the list's own address (tab, page, search): a row's
// action, named for screen readers by the row, and a page's main button ("Novo Documento"), or
// another beside it.
export function DialogLink({
  acao,
  id,
  label,
  context,
  destructive = false,
}: {
  acao: string
  id?: string
  label: string
  /** What the row is ("Editar" is read as "Editar Estatuto Social"). */
  context?: string
  /** In red: it opens the question before a destructive action ("Excluir"). */
  destructive?: boolean
}) {
  const { search } = useLocation()
  const colour = destructive ? "text-red-700 hover:text-red-900" : "text-marca-800 hover:text-marca-950"
  return (
    <Link
      to={dialogHref(search, acao, id)}
      preventScrollReset
      className={`inline-flex min-h-8 items-center font-semibold underline ${colour}`}
    >
      {label}
      {context ? <span className="sr-only"> {context}</span> : null}
    </Link>
  )
}

/**
 * A list row's actions with its destructive one apart (docs/decisions/phones-and-touch.md#destructive-actions-stand-apart):
 * the others first, as the card lays them out (the first across, the rest two by two); the
 * destructive one last, alone across the card below a divider, 32 px from the others, outlined in
 * red (the card's links are outlined in their text's colour). In a table it ends the row's links.
 * Without others (a paid due's 'Desfazer pagamento') it still sits below the divider, under the facts.
 */
export function RowActionsApart({ children, destructive }: { children?: ReactNode; destructive: ReactNode }) {
  return (
    <>
      {children ? (
        <div className="flex flex-wrap gap-x-3 gap-y-1 sm:mr-3 sm:inline-flex">{children}</div>
      ) : null}
      <div className="max-sm:mt-4 max-sm:border-t max-sm:border-gray-200 max-sm:pt-4 sm:inline-flex sm:gap-x-3">
        {destructive}
      </div>
    </>
  )
}

export function NewDialogLink({
  acao,
  label,
  variant = "primary",
}: {
  acao: string
  label: string
  /** "secondary" beside the page's main button. */
  variant?: ButtonVariant
}) {
  const { search } = useLocation()
  return (
    <Link to={dialogHref(search, acao)} preventScrollReset className={buttonClass(variant)}>
      {label}
    </Link>
  )
}
