// A search as a GET form (?q=ana): the result is a page, with or without JavaScript.
import { Form, useLocation } from "@remix-run/react"
import { Button } from "~/components/ui/button"
import { DIALOG_PARAMS } from "~/utils/list-params"

/**
 * A list's search keeps the address's other parameters (tab, filters) and starts at the first page
 * with any dialog closed. A search inside a dialog (`name` other than q) names what it keeps in
 * `keep` instead (the dialog's ?acao=), so the dialog stays open on its result.
 */
export function SearchForm({
  label,
  placeholder,
  name = "q",
  keep,
  className = "",
}: {
  label: string
  placeholder?: string
  name?: string
  keep?: Record<string, string>
  className?: string
}) {
  const { pathname, search } = useLocation()
  const params = new URLSearchParams(search)
  const dropped = new Set<string>([name, "pagina", ...DIALOG_PARAMS])
  const kept = keep ? Object.entries(keep) : [...params].filter(([param]) => !dropped.has(param))
  return (
    <Form
      method="get"
      action={pathname}
      role="search"
      className={`flex flex-wrap items-end gap-2 ${className}`}
    >
      {kept.map(([param, value]) => (
        <input key={param} type="hidden" name={param} value={value} />
      ))}
      <label className="grid min-w-0 flex-1 gap-1 text-sm font-medium text-gray-800">
        {label}
        <input
          type="search"
          name={name}
          defaultValue={params.get(name) ?? ""}
          placeholder={placeholder}
          // A person's name, not something the browser should offer from earlier searches.
          autoComplete={keep ? "off" : undefined}
          className="block w-full min-w-0 rounded-md border border-gray-300 bg-white px-3 py-2 text-base shadow-sm focus:border-marca-600 focus:outline-none focus:ring-2 focus:ring-marca-200"
        />
      </label>
      <Button type="submit" variant="secondary">
        Buscar
      </Button>
    </Form>
  )
}
