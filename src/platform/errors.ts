/**
 * The closed catalogue of errors the service answers with. Anything thrown anywhere is one of
 * these or becomes a 500 whose body says nothing about the cause.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail)
    this.name = new.target.name
  }
}

export class BadRequest extends HttpError {
  constructor(detail: string) {
    super(400, detail)
  }
}

export class Unauthorized extends HttpError {
  constructor(detail = 'Not authenticated') {
    super(401, detail, { 'www-authenticate': 'Bearer' })
  }
}

export class Forbidden extends HttpError {
  constructor(detail = 'You do not have permission to perform this action') {
    super(403, detail)
  }
}

export class NotFound extends HttpError {
  constructor(what = 'Resource') {
    super(404, `${what} not found`)
  }
}

/**
 * A feature this server is not set up for (no PLATFORM_ADMIN_TOKEN, no GOOGLE_CLIENT_ID): it
 * answers 404, as if it were not there.
 */
export class NotConfigured extends HttpError {
  constructor(detail: string) {
    super(404, detail)
  }
}

export class Conflict extends HttpError {
  constructor(detail: string) {
    super(409, detail)
  }
}

export class PreconditionFailed extends HttpError {
  constructor(detail = 'The record was changed after the If-Unmodified-Since time; read it again and retry') {
    super(412, detail)
  }
}

export class PayloadTooLarge extends HttpError {
  constructor(detail: string) {
    super(413, detail)
  }
}

export class UnsupportedMediaType extends HttpError {
  constructor(detail: string) {
    super(415, detail)
  }
}

export class TooManyRequests extends HttpError {
  constructor(detail: string, retryAfterSeconds: number) {
    super(429, detail, { 'retry-after': String(retryAfterSeconds) })
  }
}

export interface ValidationIssue {
  loc: (string | number)[]
  msg: string
  type: string
}

/** 422 with the list of `{loc, msg, type}` issues, the shape of every validation error. */
export class ValidationFailed extends Error {
  readonly statusCode = 422
  constructor(readonly issues: ValidationIssue[]) {
    super(issues.map((i) => `${i.loc.join('.')}: ${i.msg}`).join('; '))
    this.name = 'ValidationFailed'
  }

  static single(loc: (string | number)[], msg: string, type = 'value_error'): ValidationFailed {
    return new ValidationFailed([{ loc, msg, type }])
  }
}
