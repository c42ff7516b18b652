import { NextResponse } from "next/server";

/**
 * A 303 to a path of this site. The Location stays relative: behind the portal's server the
 * request's own URL may name the address it listens on (0.0.0.0), not the one the browser used.
 */
export function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { location: path } });
}
