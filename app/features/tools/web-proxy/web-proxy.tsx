import { Plug, RotateCw, Unplug } from "lucide-react";
import { type FormEvent, useId, useState, useSyncExternalStore } from "react";
import { webProxyCopy as copy } from "~/copy/tool-copy/web-proxy";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { useHydrated } from "~/hooks/use-hydrated";
import { type RunState, useRun } from "~/hooks/use-run";
import { BlockScriptsSwitch } from "./block-scripts-switch";
import { KeptHtml } from "~/lib/static-output/kept-html";
import { PROXY_FEATURES_ID, PROXY_LIMITS_ID } from "./proxy-features";
import {
  BLOCK_SCRIPTS_KEY,
  ProxyCheckError,
  type ProxyStatus,
  checkProxy,
  frameSandbox,
  frameSource,
  normalizeTargetInput,
  storedBlockScripts,
} from "./proxy-session";
import { ProxyStatsPanel } from "./proxy-stats-panel";
import { AUTO_PROXY_ID } from "./proxy-types";
import { useProxyList } from "./use-proxy-data";

const selectClass =
  "h-10 w-full rounded-lg border border-input bg-background px-3 text-base text-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 sm:text-sm";

function StatusBadge({ status }: { status: ProxyStatus }) {
  if (status === "connected") return <Badge>{copy.status.connected}</Badge>;
  if (status === "failed") return <Badge variant="outline">{copy.status.failed}</Badge>;
  return <Badge variant="secondary">{copy.status.disconnected}</Badge>;
}

const noChanges = () => () => undefined;

/** The page in the frame: what was asked for, how, and how many times it was reloaded. */
type ProxyFrame = { src: string; target: string; load: number; blockScripts: boolean };

const sessionStatus: Record<RunState<ProxyFrame>["status"], ProxyStatus> = {
  idle: "disconnected",
  running: "loading",
  done: "connected",
  error: "failed",
  aborted: "disconnected",
};

/** The Web Proxy: opens a page through GET /api/proxy in a sandboxed frame. */
export function WebProxy({ frameOrigin }: { frameOrigin: string | null }) {
  const ids = { url: useId(), location: useId(), error: useId() };
  // Errors are also written under the field (issue 20): a toast alone is easy to miss.
  const [fieldError, setFieldError] = useState<string | null>(null);
  const proxies = useProxyList();
  const [url, setUrl] = useState("");
  const [proxyId, setProxyId] = useState(AUTO_PROXY_ID);
  const session = useRun<ProxyFrame>();
  const status = sessionStatus[session.state.status];
  const frame = session.state.status === "done" ? session.state.value : null;
  // On for new visitors (and in the server render); a returning visitor's stored choice
  // is read in the browser, and a change made here wins over both.
  const stored = useSyncExternalStore(
    noChanges,
    () => storedBlockScripts(globalThis.localStorage),
    () => true,
  );
  const [chosen, setChosen] = useState<boolean | null>(null);
  const blockScripts = chosen ?? stored;
  const connecting = status === "loading";
  const locked = connecting || status === "connected";
  // Until the app has hydrated (it starts once the page has loaded, decision 022), Enter in the
  // field must not submit the form natively: that would reload the page without what was typed.
  const hydrated = useHydrated();

  function chooseBlockScripts(value: boolean) {
    setChosen(value);
    try {
      localStorage.setItem(BLOCK_SCRIPTS_KEY, value ? "on" : "off");
    } catch {
      // Storage may be off: the choice then lasts for this page only.
    }
  }

  function open(target: string, load: number) {
    void session.run(async ({ signal }) => {
      try {
        await checkProxy(target, proxyId, signal);
      } catch (error) {
        if (!signal.aborted) {
          const description = error instanceof ProxyCheckError ? error.detail : copy.requestFailed;
          setFieldError(`${copy.failed}: ${description}`);
          toast({ variant: "destructive", title: copy.failed, description });
        }
        throw error;
      }
      return {
        src: frameSource(frameOrigin, target, proxyId, blockScripts),
        target,
        load,
        blockScripts,
      };
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = normalizeTargetInput(url);
    if (!target) {
      setFieldError(copy.emptyUrl.description);
      toast({ variant: "destructive", ...copy.emptyUrl });
      return;
    }
    setFieldError(null);
    setUrl(target);
    open(target, 0);
  }

  function disconnect() {
    session.reset();
    setUrl("");
  }

  return (
    <div className="grid gap-8">
      <div className="grid gap-5 rounded-xl border bg-card p-6 shadow-sm">
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid gap-4 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
        >
          <div className="grid gap-2">
            <Label htmlFor={ids.url}>{copy.urlLabel}</Label>
            <Input
              id={ids.url}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder={copy.urlPlaceholder}
              value={url}
              // Read-only, not disabled, while connecting: a disabled field drops the keyboard
              // focus to the page's top, so after a refusal the visitor had to find it again.
              readOnly={connecting}
              disabled={status === "connected"}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? ids.error : undefined}
              onChange={(event) => {
                setUrl(event.target.value);
                setFieldError(null);
              }}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.location}>{copy.locationLabel}</Label>
            <select
              id={ids.location}
              className={selectClass}
              value={proxyId}
              disabled={locked}
              onChange={(event) => setProxyId(event.target.value)}
            >
              {proxies.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {copy.location(
                    entry.name,
                    entry.details.city,
                    entry.details.country,
                    entry.details.latency,
                  )}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" busy={connecting} disabled={status === "connected" || !hydrated}>
            <Plug aria-hidden="true" />
            {status === "loading" ? copy.connecting : copy.connect}
          </Button>
          <BlockScriptsSwitch
            className="sm:col-span-3"
            checked={blockScripts}
            disabled={locked}
            onChange={chooseBlockScripts}
          />
        </form>
        {fieldError ? (
          <p id={ids.error} role="alert" className="-mt-2 text-sm font-medium text-destructive">
            {fieldError}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm">
            <StatusBadge status={status} />
            {status === "loading" ? (
              <span className="text-muted-foreground">{copy.connecting}</span>
            ) : null}
          </p>
          {status === "connected" && frame ? (
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => open(frame.target, frame.load + 1)}
              >
                <RotateCw aria-hidden="true" />
                {copy.reload}
              </Button>
              <Button variant="outline" size="sm" onClick={disconnect}>
                <Unplug aria-hidden="true" />
                {copy.disconnect}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
      {frame && status === "connected" ? (
        <div className="grid gap-2">
          <iframe
            key={frame.load}
            src={frame.src}
            title={copy.frameTitle(frame.target)}
            sandbox={frameSandbox(frame.blockScripts)}
            referrerPolicy="no-referrer"
            className="h-[70vh] min-h-96 w-full rounded-xl border bg-white"
          />
          <p className="text-xs text-muted-foreground">
            {frame.blockScripts ? copy.blockScripts.on : copy.blockScripts.off} {copy.frameNote}
          </p>
        </div>
      ) : (
        <KeptHtml id={PROXY_FEATURES_ID} />
      )}
      <KeptHtml id={PROXY_LIMITS_ID} />
      <ProxyStatsPanel />
    </div>
  );
}
