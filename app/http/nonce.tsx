import { createContext, useContext } from "react"

// The CSP nonce of the current document, set by entry.server.tsx (the browser hides it from JS, so on
// the client it is an empty string, which is what React expects when hydrating).
const NonceContext = createContext("")
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
