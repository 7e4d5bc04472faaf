/** Set by the script to the path it counted, so the hook does not count that view again. */
export const COUNTED_PATH_GLOBAL = "__umbraCountedPath";

/**
 * Counts the page view as soon as the document is parsed this far, before and without the
 * app's JavaScript (issue 18: views that ended before hydration were lost). The same rules as
 * sendAnalyticsEvent: nothing with Do Not Track or Global Privacy Control, nothing from admin
 * pages. Constant text: prerendered pages allow it by hash, others by nonce.
 */
export const pageViewScript = `(function(){var n=navigator,p=location.pathname;if(n.doNotTrack==="1"||n.globalPrivacyControl===true||/^\\/admin(\\/|$)/.test(p))return;window.${COUNTED_PATH_GLOBAL}=p;try{fetch("/api/analytics/event",{method:"POST",keepalive:true,headers:{"Content-Type":"application/json"},body:JSON.stringify({path:p,referrer:document.referrer})}).catch(function(){})}catch(e){}})()`;
