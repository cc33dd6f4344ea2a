import { type FormEvent, useCallback, useState } from "react";
import { useNavigation, useSubmit } from "react-router";
import { useCaptcha } from "../../lib/captcha.ts";
import { focusFirstNamed } from "./auth-field.tsx";
import type { ClientErrors } from "./auth-form-schema.ts";

interface SendOptions {
  /** Adds a solved proof-of-work captcha as `captchaPayload` (§5). */
  captcha: boolean;
}

/**
 * Submits an auth form to the route's action: checks it in the browser first (focusing the
 * first problem), then, where the API asks for one, waits for a solved captcha.
 * `busy` is the intent being sent ("start", "verify", "resend"…), or null.
 */
export function useAuthSubmit() {
  const submit = useSubmit();
  const navigation = useNavigation();
  const { take } = useCaptcha();
  const [solving, setSolving] = useState<string | null>(null);
  const [clientErrors, setClientErrors] = useState<ClientErrors | null>(null);
  const [captchaFailed, setCaptchaFailed] = useState(false);

  const send = useCallback(
    async (form: FormData, { captcha }: SendOptions) => {
      const intent = String(form.get("intent") ?? "");
      setCaptchaFailed(false);
      if (!captcha) {
        void submit(form, { method: "post" });
        return;
      }
      setSolving(intent);
      try {
        form.set("captchaPayload", await take());
        void submit(form, { method: "post" });
      } catch {
        setCaptchaFailed(true);
      } finally {
        setSolving(null);
      }
    },
    [submit, take],
  );

  /** onSubmit handler: validate, then send with the clicked button's name/value. */
  const handle = useCallback(
    (
      event: FormEvent<HTMLFormElement>,
      opts: SendOptions & { validate?: (form: FormData) => ClientErrors; extra?: () => Record<string, string> },
    ) => {
      event.preventDefault();
      const formEl = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLElement | null;
      const form = new FormData(formEl, submitter);
      const errors = opts.validate?.(form) ?? {};
      const first = Object.keys(errors)[0];
      // null, not {}: an empty set would still hide the server's errors when they come back.
      setClientErrors(first ? errors : null);
      if (first) {
        focusFirstNamed(formEl, Object.keys(errors));
        return;
      }
      for (const [k, v] of Object.entries(opts.extra?.() ?? {})) form.set(k, v);
      void send(form, opts);
    },
    [send],
  );

  /** onChange handler: once a submit found problems, they follow the corrections as the person types. */
  const recheck = useCallback(
    (event: FormEvent<HTMLFormElement>, validate: (form: FormData) => ClientErrors) => {
      if (!clientErrors) return;
      const errors = validate(new FormData(event.currentTarget));
      setClientErrors(Object.keys(errors).length ? errors : null);
    },
    [clientErrors],
  );

  const resetClientErrors = useCallback(() => setClientErrors(null), []);

  // formData stays set while the action's redirect or revalidation loads.
  const submitting = navigation.state !== "idle" && navigation.formData ? String(navigation.formData.get("intent") ?? "") : null;
  return {
    handle,
    send,
    recheck,
    busy: solving ?? submitting,
    clientErrors,
    resetClientErrors,
    captchaFailed,
  };
}
