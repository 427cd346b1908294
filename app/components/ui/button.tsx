// The one button look (primary, secondary, danger and danger-outline, a destructive action set apart;
// on the public site's green banners, accent is the gold call to action and ghost its outlined
// companion), for buttons and for links that act like one.
import { Link, useNavigation, type LinkProps } from "@remix-run/react"
import { useEffect, useState, type ButtonHTMLAttributes, type ReactNode } from "react"

export type ButtonVariant = "primary" | "secondary" | "danger" | "danger-outline" | "accent" | "ghost"

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-marca-700 text-white shadow-sm hover:bg-marca-800",
  secondary: "border border-marca-300 bg-white text-marca-900 hover:bg-marca-50",
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800",
  "danger-outline": "border border-red-300 bg-white text-red-800 hover:bg-red-50",
  accent: "bg-destaque-400 font-bold text-marca-950 shadow-sm hover:bg-destaque-500",
  ghost: "border border-marca-200 text-white hover:bg-marca-700",
}

type Size = "md" | "sm"

const SIZES: Record<Size, string> = { md: "px-5 py-2.5", sm: "px-3 py-1.5 text-sm" }

// Every button is at least 44 px tall, a thumb's width (docs/decisions/phones-and-touch.md#tap-targets).
export function buttonClass(variant: ButtonVariant = "primary", className = "", size: Size = "md"): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-md ${SIZES[size]} font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 disabled:cursor-wait disabled:opacity-70 ${VARIANTS[variant]} ${className}`
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: Size }

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className, size)} {...props} />
}

/** A link styled as a button (an action that is a page: 'Associe-se', 'Novo evento'). */
export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: LinkProps & { variant?: ButtonVariant; size?: Size }) {
  return <Link className={buttonClass(variant, className, size)} {...props} />
}

/**
 * The link back to where a page was opened from ('Voltar às mensalidades'): a plain link, 44 px tall
 * for a thumb (docs/decisions/phones-and-touch.md#tap-targets).
 */
export function BackLink({ className = "", ...props }: LinkProps) {
  return (
    <Link
      className={`inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-marca-800 underline hover:text-marca-950 ${className}`}
      {...props}
    />
  )
}

/**
 * A submit button with its busy label while the form is being sent (JavaScript only). With `name`
 * and `value` (a row action's intent), only the button that was pressed shows busy.
 */
export function SubmitButton({
  children,
  pendingLabel,
  name,
  value,
  ...props
}: Omit<ButtonProps, "type" | "value" | "children"> & {
  children: ReactNode
  pendingLabel: string
  value?: string
}) {
  const navigation = useNavigation()
  const pending =
    navigation.state === "submitting" && (name === undefined || navigation.formData?.get(name) === value)
  return (
    <Button type="submit" name={name} value={value} disabled={pending} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  )
}

/**
 * 'Copiar' for a text the user pastes elsewhere (a PIX 'copia e cola' code, a link). It appears only
 * once JavaScript runs and the browser offers the clipboard; without it the text stays selectable.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [supported, setSupported] = useState(false)
  const [copied, setCopied] = useState(false)
  useEffect(() => setSupported(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), [])
  if (!supported) return null
  return (
    <Button
      variant="secondary"
      onClick={async () => {
        await navigator.clipboard.writeText(text)
        setCopied(true)
        setTimeout(() => setCopied(false), 3000)
      }}
    >
      <span aria-live="polite">{copied ? "Copiado!" : label}</span>
    </Button>
  )
}
