import { site } from "../../config/site";
import { authors } from "./authors";
import type { EmbeddedArticleSource } from "./types";

export const businessVpnZeroTrust: EmbeddedArticleSource = {
  id: "business-vpn-zero-trust",
  slug: "business-vpn-and-zero-trust-for-remote-teams",
  title: "Business VPN and Zero Trust: Securing a Remote Team in 2025",
  excerpt:
    "Remote work broke the office perimeter. Learn where a business VPN still earns its place, what zero trust changes, and a practical plan to secure a distributed team without slowing it down.",
  metaDescription:
    "How a business VPN fits a zero trust strategy: NIST SP 800-207 principles, phishing-resistant MFA, least privilege, dedicated IPs and a rollout plan.",
  category: "Business VPN",
  articleType: "guide",
  author: authors.priyaRaman,
  publishedOn: "2025-05-13",
  updatedOn: "2025-08-05",
  coverImage: "/images/blog/business-vpn-zero-trust.webp",
  coverAlt: "A team of connected laptops linked to a shield through verified access checkpoints",
  keywords: [
    "business VPN",
    "zero trust",
    "remote work security",
    "NIST SP 800-207",
    "phishing-resistant MFA",
    "dedicated IP",
    "least privilege",
  ],
  factChecked: true,
  references: [
    {
      title: "SP 800-207: Zero Trust Architecture",
      publisher: "NIST",
      url: "https://csrc.nist.gov/pubs/sp/800/207/final",
    },
    {
      title: "Zero Trust Maturity Model, Version 2.0",
      publisher: "CISA",
      url: "https://www.cisa.gov/zero-trust-maturity-model",
    },
    {
      title: "SP 800-46 Rev. 2: Guide to Enterprise Telework, Remote Access, and BYOD Security",
      publisher: "NIST",
      url: "https://csrc.nist.gov/pubs/sp/800/46/r2/final",
    },
    {
      title: "SP 800-63B: Digital Identity Guidelines, Authentication and Lifecycle Management",
      publisher: "NIST",
      url: "https://pages.nist.gov/800-63-3/sp800-63b.html",
    },
    {
      title:
        "Emergency Directive 24-01: Mitigate Ivanti Connect Secure and Ivanti Policy Secure Vulnerabilities",
      publisher: "CISA",
      url: "https://www.cisa.gov/news-events/directives/ed-24-01-mitigate-ivanti-connect-secure-and-ivanti-policy-secure-vulnerabilities",
    },
    {
      title: "SP 800-77 Rev. 1: Guide to IPsec VPNs",
      publisher: "NIST",
      url: "https://csrc.nist.gov/pubs/sp/800/77/r1/final",
    },
  ],
  content: `
<p>For most of the last thirty years, company security followed a simple picture: a trusted internal network inside a firewall, and an untrusted internet outside it. Remote employees joined the inside through a VPN, and once they were in, they were trusted. Remote and hybrid work, cloud applications and personal devices have made that picture hard to defend. Today, most of a typical team's work happens in software-as-a-service applications that never touched the old network, from homes, cafés and co-working spaces that the company does not control.</p>
<p>This has led many people to declare the business VPN obsolete and zero trust its replacement. The reality is more useful: zero trust is a set of principles, and a well-run business VPN is one of the tools that helps you apply them. This guide explains both, and sets out a practical plan for a small or medium-sized team.</p>

<h2>Why the perimeter model struggles</h2>
<p>The weakness of the perimeter model is implicit trust. A traditional remote-access VPN authenticates a user once, then places their device on the internal network, where it can usually reach far more systems than the user's job requires. If an attacker steals that user's password, or compromises their laptop, they inherit the same broad access and can move sideways from system to system.</p>
<p>VPN gateways themselves have also become prime targets. Internet-facing VPN appliances from several major vendors have suffered critical vulnerabilities that attackers exploited at scale. In January 2024, for example, the US Cybersecurity and Infrastructure Security Agency issued Emergency Directive 24-01, ordering federal agencies to mitigate two actively exploited vulnerabilities in Ivanti Connect Secure gateways that allowed attackers to bypass authentication and run commands. A single unpatched gateway can be the front door to an entire network.</p>

<h2>What zero trust actually means</h2>
<p>NIST Special Publication 800-207, <em>Zero Trust Architecture</em>, is the most widely cited definition. Its central idea is that no user, device or network location is trusted by default. Instead, every request to a resource is evaluated on its own merits. NIST sets out seven tenets, which can be summarised as follows:</p>
<ol>
<li>All data sources and computing services are treated as resources to protect.</li>
<li>All communication is secured, regardless of where on the network it happens.</li>
<li>Access to each resource is granted per session.</li>
<li>Access is decided by dynamic policy, using the identity of the user, the state of the device and other signals.</li>
<li>The organisation monitors and measures the security posture of every asset it owns.</li>
<li>Authentication and authorisation are dynamic and strictly enforced before access is allowed.</li>
<li>The organisation collects information about the state of its assets and network and uses it to improve its security.</li>
</ol>
<p>In practice, a zero trust design places a <strong>policy decision point</strong>, which decides whether a request is allowed, and a <strong>policy enforcement point</strong>, which opens or blocks the connection, in front of each resource. CISA's Zero Trust Maturity Model, version 2.0, organises the work into five pillars (identity, devices, networks, applications and workloads, and data) and describes four stages of maturity, from traditional to optimal. Few organisations reach the optimal stage everywhere; the model is a direction of travel, not a product you buy.</p>

<h2>Where a business VPN still fits</h2>
<p>Zero trust says that network location should not grant trust. It does not say that encryption, private connectivity or stable addresses stop being useful. A modern business VPN contributes in several ways.</p>
<h3>Encrypting traffic on networks you do not control</h3>
<p>NIST's telework guide, SP 800-46 Revision 2, advises organisations to assume that the networks remote staff use are hostile. Most application traffic is already protected by TLS, but not all of it: legacy internal applications, file shares, remote desktop sessions and DNS lookups often are not. A VPN tunnel encrypts all of it between the device and a trusted exit point.</p>
<h3>Dedicated IP addresses for allowlisting</h3>
<p>Many services, from cloud consoles and databases to partner portals and payment gateways, can restrict access to known IP addresses. A dedicated IP address on a business VPN gives your whole team one stable, exclusive address to allowlist. This is an additional control layered on top of strong authentication, not a replacement for it.</p>
<h3>Reaching systems that cannot move to the cloud</h3>
<p>Printers, build servers, on-premises databases and industrial equipment will not gain modern identity-aware access overnight. A VPN with tightly scoped routes gives remote staff access to those systems, and only those systems, while the longer migration continues.</p>
<h3>Consistent protection for travelling staff</h3>
<p>Employees on the road connect from hotel networks, airports and conference Wi-Fi. A managed VPN with a kill switch and DNS protection ensures that their traffic is protected the same way everywhere, without relying on each person to judge every network correctly.</p>

<h2>A practical plan for remote teams</h2>
<p>You do not need a large security department to apply zero trust principles. The following steps, in roughly this order, give the largest reduction in risk for the effort involved.</p>
<h3>1. Make identity the front door</h3>
<p>Connect your applications and your VPN to a single identity provider through SAML or OpenID Connect single sign-on. One account per person means one place to enforce policy and, crucially, one switch to turn off when someone leaves. Offboarding should revoke access to every system, including VPN credentials and keys, within minutes.</p>
<h3>2. Require phishing-resistant multi-factor authentication</h3>
<p>Passwords alone are not enough, and neither are codes sent by text message, which can be intercepted or phished in real time. NIST SP 800-63B describes phishing-resistant authenticators, such as FIDO2 security keys and platform passkeys, which are bound to the legitimate site and cannot be replayed on a fake one. Start with administrators and anyone with access to finance or customer data, then extend to everyone.</p>
<h3>3. Grant the least privilege that works</h3>
<p>Group people by role and give each group access only to the applications and network ranges it needs. On the VPN side, that means per-group routes rather than a single "everything" profile. Review these groups every quarter; access that nobody can justify should be removed.</p>
<h3>4. Check the device, not just the person</h3>
<p>A valid password on an infected laptop is still a breach. Use device management to require disk encryption, a screen lock, a supported operating system and current security updates, and make access to sensitive applications depend on those checks passing.</p>
<h3>5. Decide deliberately about split tunnelling</h3>
<p>Sending all traffic through the VPN gives the most consistent protection and visibility, but adds load and latency for video calls and large downloads. Split tunnelling, where only company traffic uses the tunnel, is faster but leaves the rest of the device's traffic unprotected by the VPN. A reasonable default for most teams is a full tunnel on untrusted networks, with specific, well-known services excluded only when there is a clear performance need.</p>
<h3>6. Keep gateways patched and keys rotated</h3>
<p>Subscribe to your vendor's security advisories and CISA's Known Exploited Vulnerabilities catalogue, and treat VPN and remote-access updates as emergencies. Rotate keys and certificates on a schedule and immediately after any suspected compromise. Using a managed service moves the patching of gateways to the provider, but you remain responsible for checking that they do it promptly.</p>
<h3>7. Log what matters, and only that</h3>
<p>Zero trust depends on visibility, but that does not mean recording everything your employees do online. Log administrative actions, authentication events, policy changes and access to sensitive systems. Avoid collecting browsing histories: they add privacy risk and legal obligations without improving security, and they erode the trust of the people you are protecting.</p>

<h2>Questions to ask a business VPN provider</h2>
<ul>
<li><strong>Which protocols do you support?</strong> Look for WireGuard and IKEv2 or OpenVPN with modern ciphers such as AES-256-GCM, as recommended for IPsec in NIST SP 800-77 Revision 1.</li>
<li><strong>Can we use our identity provider?</strong> SAML or OpenID Connect single sign-on, with automated user provisioning and removal.</li>
<li><strong>Can we scope access by team?</strong> Per-group policies, routes and dedicated IP addresses.</li>
<li><strong>What do you log, and has it been verified?</strong> Ask for the logging policy in writing and for any independent audit reports.</li>
<li><strong>How quickly do you patch?</strong> Ask about their process for critical vulnerabilities and their service level commitments.</li>
<li><strong>What happens when someone leaves?</strong> Access should end the moment their account is disabled in your identity provider.</li>
</ul>

<h2>The bottom line</h2>
<p>Zero trust and business VPNs are not rivals. Zero trust tells you to verify every request, grant the least access that works and assume the network is hostile. A well-managed business VPN encrypts traffic on untrusted networks, provides stable dedicated addresses for allowlisting, and gives controlled access to systems that cannot yet sit behind identity-aware proxies. Used together, under strong identity and device checks, they let a distributed team work from anywhere without leaving the door open. ${site.name} for Business provides team management, dedicated IPs and single sign-on on the Enterprise plan; <a href="/business">see how it works</a> or <a href="/pricing">compare business plans</a>.</p>
`,
};
