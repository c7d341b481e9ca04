import { NextResponse, type NextRequest } from "next/server";
import { hasSessionCookie, isAppRoute } from "@/lib/users/route-access";

/**
 * Thin on purpose: sends visitors without any session cookie away from app pages. Whether the session
 * is valid and what the role allows is checked on the server by layouts, actions and route handlers
 * (the (admin) layout sends non-admins to /accounts).
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isAppRoute(pathname) && !hasSessionCookie(request.cookies.getAll())) {
    return NextResponse.redirect(new URL("/signin", request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: [
    "/dashboard/:path*",
    "/accounts/:path*",
    "/events/:path*",
    "/reports/:path*",
    "/user/:path*",
    "/companies/:path*",
    "/users/:path*",
    "/job-queue/:path*",
    "/discoveries/:path*",
    "/emails/:path*",
  ],
};
