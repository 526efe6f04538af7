import { useEffect, useRef } from "react";
import { useRouteLoaderData } from "react-router";
import { formsApi } from "../api.ts";

/** The site layout's loader data: the form token rendered with the page (docs/product.md#spam). */
interface SiteLayoutData {
  formToken?: string;
}

let fresh: Promise<string | null> | null = null;

/** One fresh token per page view, fetched on the first touch of any form. */
function freshToken(): Promise<string | null> {
  fresh ??= formsApi
    .call("GET /form-token", {})
    .then(({ token }) => token)
    .catch(() => null);
  return fresh;
}

/**
 * The spam signals of a public form (docs/product.md#spam): the honeypot `website`, which people
 * never see or reach, and the form token. The token rendered with the page carries the time the
 * page was rendered (a cached page's is older, which can only make a visitor look slower); once
 * the visitor touches the form, a fresh one stamped at that moment replaces it.
 */
export function SpamFields() {
  const rendered = useRouteLoaderData<SiteLayoutData>("routes/site/layout")?.formToken ?? "";
  const tokenRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const input = tokenRef.current;
    const form = input?.form;
    if (!input || !form) return;
    const refresh = () => {
      void freshToken().then((token) => {
        if (token) input.value = token;
      });
    };
    form.addEventListener("focusin", refresh, { once: true });
    return () => form.removeEventListener("focusin", refresh);
  }, []);

  return (
    <>
      <div aria-hidden="true" className="sr-only" data-honeypot>
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input ref={tokenRef} type="hidden" name="formToken" defaultValue={rendered} />
    </>
  );
}
